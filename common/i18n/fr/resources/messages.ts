/** Messages between users and the agency, mail templates and the mails sent. */

export const message = {
  name: 'Message |||| Messages',
  fields: {
    date: 'Date',
    subject: 'Objet',
    content: 'Message',
    user: 'Utilisateur',
    company: 'Société',
    bba_contact: 'Contact agence',
    booking: 'Réservation',
    parent: 'En réponse à',
    seen: 'Lu',
    from_agency: 'De l’agence',
    file_name: 'Pièce jointe',
  },
  tabs: {
    message: 'Message',
    children: 'Réponses',
  },
};

export const mailtpl = {
  name: 'Modèle d’email |||| Modèles d’email',
  fields: {
    ref: 'Référence',
    label: 'Libellé',
    subject: 'Objet',
    body_text: 'Texte',
    body_html: 'HTML',
  },
};

export const maillog = {
  name: 'Email |||| Emails',
  fields: {
    send_at: 'Demandé le',
    state: 'État',
    attempts: 'Essais',
    sent_at: 'Envoyé le',
    last_error: 'Dernière erreur',
    mail_rcpt: 'Destinataires',
    mail_bcc: 'Copie cachée',
    subject: 'Objet',
    template: 'Modèle',
    body: 'Message',
    company: 'Société',
    user: 'Utilisateur',
    booking: 'Réservation',
  },
  enums: {
    state: { queued: 'En attente', sending: 'En cours d’envoi', sent: 'Envoyé', failed: 'Échec' },
  },
  actions: {
    retry: 'Réessayer',
    resend: 'Renvoyer',
  },
  body: {
    masked_link: 'lien personnel, envoyé à son seul destinataire',
  },
  confirm: {
    retry: {
      title: 'Réessayer l’email « %{name} » ?',
      content:
        'Le serveur de mail l’a refusé, définitivement ou jusqu’à son dernier essai. Le même message repart vers ses destinataires, tel quel : pour une autre adresse, renvoyez-le.',
      done: 'L’email repart : son état dira s’il est envoyé',
    },
    resend: {
      title: 'Renvoyer l’email « %{name} » ?',
      content: 'Le même message sera envoyé de nouveau aux adresses ci-dessous : celles de ses destinataires, que vous pouvez changer.',
      personal: 'Ce mail contient un lien personnel : il ne part qu’à son destinataire, avec un nouveau lien.',
      to: 'Destinataires',
      to_help: 'Plusieurs adresses séparées par un point-virgule (;)',
      send: 'Envoyer',
      done: 'L’email est renvoyé',
    },
  },
};
