/** Strings shared by every app: sign-in, session, banner, global notices. */
export default {
  name: 'Réservation hôtelière',
  login: {
    title: 'Connexion',
    username: 'Adresse email',
    password: 'Mot de passe',
    submit: 'Se connecter',
    signing_in: 'Connexion…',
    training_site: 'Aller au site de formation',
  },
  menu: 'Menu',
  logout: 'Se déconnecter',
  impersonation: {
    as: 'Connecté en tant que %{name}',
    end: 'Revenir à mon compte',
  },
  banner: 'Information',
  unsupported_browser: 'Internet Explorer n’est pas pris en charge : utilisez un navigateur récent.',
  loading: 'Chargement…',
  error_screen: {
    title: 'Une erreur est survenue',
    retry: 'Réessayer',
    home: 'Retour à l’accueil',
  },
  not_found: 'Cette page n’existe pas',
  unauthorised: 'Vous n’avez pas accès à cette page',
  progress: {
    working: 'En cours…',
    downloading: 'Téléchargement…',
    sending: 'Envoi…',
    saving: 'Enregistrement…',
    importing: 'Import…',
    generating: 'Génération…',
    upload: 'Envoi du fichier',
    uploading: 'Envoi du fichier : %{percent} %',
    processing: 'Fichier envoyé, traitement en cours…',
  },
};
