import type { Knex } from 'knex';
import { anchorOf, insertChunked, Random } from './lib/random.ts';

const HOUR = 3_600_000;

/** A conversation: the user's first message, then replies, 'agency' or 'user' by turn. */
interface Thread {
  subject: string;
  booking: boolean;
  messages: { from: 'user' | 'agency'; content: string }[];
}

const THREADS: Thread[] = [
  {
    subject: 'Arrivée tardive — {ref}',
    booking: true,
    messages: [
      {
        from: 'user',
        content:
          'Bonjour,\n\nNotre collaborateur arrivera vers 23 h à l’hôtel{hotel}. Pouvez-vous prévenir la réception pour que la chambre soit maintenue ?\n\nMerci,\n{user}',
      },
      {
        from: 'agency',
        content:
          'Bonjour {first},\n\nC’est fait : l’hôtel a bien noté une arrivée tardive, la chambre est garantie pour la nuit.\n\nBien cordialement,\n{agent}',
      },
      { from: 'user', content: 'Parfait, merci beaucoup !' },
    ],
  },
  {
    subject: 'Demande de facture — {ref}',
    booking: true,
    messages: [
      {
        from: 'user',
        content:
          'Bonjour,\n\nPourriez-vous nous transmettre la facture de ce séjour au nom de la société ? Notre service comptable en a besoin pour la clôture du mois.\n\n{user}',
      },
      {
        from: 'agency',
        content:
          'Bonjour {first},\n\nLa facture sera disponible dans votre espace sous 48 heures ; je vous la transmets aussi par e-mail dès réception.\n\n{agent}',
      },
    ],
  },
  {
    subject: 'Modification des dates — {ref}',
    booking: true,
    messages: [
      { from: 'user', content: 'Bonjour,\n\nLa réunion à {city} est décalée d’un jour. Est-il possible de décaler la réservation sans frais ?\n\n{user}' },
      {
        from: 'agency',
        content: 'Bonjour {first},\n\nL’hôtel accepte le report sans frais. La modification est en cours, vous recevrez une nouvelle confirmation.\n\n{agent}',
      },
      { from: 'user', content: 'Merci pour votre réactivité.' },
      { from: 'agency', content: 'La nouvelle confirmation vient de partir. Bon séjour à votre collaborateur !\n\n{agent}' },
    ],
  },
  {
    subject: 'Parking pour un utilitaire',
    booking: true,
    messages: [
      { from: 'user', content: 'Bonjour,\n\nL’hôtel{hotel} dispose-t-il d’un parking pour un véhicule utilitaire de 2,50 m de haut ?\n\n{user}' },
      {
        from: 'agency',
        content:
          'Bonjour {first},\n\nLe parking souterrain est limité à 1,90 m. Un parking extérieur surveillé se trouve à 300 m, 12 € la nuit, sans réservation.\n\n{agent}',
      },
    ],
  },
  {
    subject: 'Annulation — {ref}',
    booking: true,
    messages: [
      { from: 'user', content: 'Bonjour,\n\nLa mission est annulée. Merci d’annuler la réservation ; y aura-t-il des frais ?\n\n{user}' },
      { from: 'agency', content: 'Bonjour {first},\n\nL’annulation a été faite dans les délais : aucun frais ne sera facturé.\n\n{agent}' },
    ],
  },
  {
    subject: 'Frais de dossier des demandes hors ligne',
    booking: false,
    messages: [{ from: 'user', content: 'Bonjour,\n\nPouvez-vous me rappeler le montant des frais de dossier pour une demande hors ligne ?\n\n{user}' }],
  },
  {
    subject: 'Séminaire de printemps : 25 chambres',
    booking: false,
    messages: [
      {
        from: 'user',
        content:
          'Bonjour,\n\nNous organisons un séminaire de deux jours pour 25 personnes à {city}. Pouvez-vous nous proposer deux ou trois hôtels avec une salle de réunion ?\n\n{user}',
      },
      { from: 'agency', content: 'Bonjour {first},\n\nJe reviens vers vous d’ici demain avec trois propositions.\n\n{agent}' },
      {
        from: 'agency',
        content:
          'Voici trois hôtels disponibles avec salle plénière et sous-commissions ; les tarifs sont garantis jusqu’à vendredi. Dites-moi lequel retenir et je pose une option.\n\n{agent}',
      },
    ],
  },
];

/** Conversations with the agency, and what travellers and users answered to the satisfaction surveys. */
export async function seed(knex: Knex, today: string): Promise<void> {
  const random = new Random(909);
  const now = anchorOf(today);
  const companies: { id: number; bba_contact_id: number | null; city: string }[] = await knex('company').orderBy('id').select('id', 'bba_contact_id', 'city');
  const contacts: { id: number; firstname: string; name: string }[] = await knex('bbacontact').orderBy('id').select('id', 'firstname', 'name');
  const users: { id: number; first_name: string; last_name: string; company_id: number }[] = await knex('user')
    .whereNotNull('company_id')
    .orderBy('id')
    .select('id', 'first_name', 'last_name', 'company_id');
  const bookings: {
    id: number;
    ref: string;
    company_id: number;
    user_id: number;
    status: number;
    destination: string;
    travellers: string | null;
    created_at: Date;
    departure_date: string;
    hotel: string | null;
  }[] = await knex('booking as b')
    .leftJoin('hotel as h', 'h.id', 'b.hotel_id')
    .orderBy('b.id')
    .select('b.id', 'b.ref', 'b.company_id', 'b.user_id', 'b.status', 'b.destination', 'b.travellers', 'b.created_at', 'b.departure_date', 'h.name as hotel');

  // Threads: Acme has most of them, then Globex, Initech and a few other customers.
  const plan: [number, number][] = [
    [0, 7],
    [1, 3],
    [2, 2],
    [5, 1],
    [8, 2],
    [12, 1],
    [20, 1],
    [30, 1],
  ];
  const messages: { row: Record<string, unknown>; parent: number | null }[] = [];
  for (const [companyIndex, threads] of plan) {
    const company = companies[companyIndex];
    const agent = contacts.find((contact) => contact.id === company.bba_contact_id) ?? contacts[0];
    const own = bookings.filter((booking) => booking.company_id === company.id && booking.status !== 0);
    for (let t = 0; t < threads; t++) {
      const thread = THREADS[(companyIndex + t) % THREADS.length];
      const booking = thread.booking ? own[(t * 7) % own.length] : null;
      const user = users.find((candidate) => candidate.id === booking?.user_id) ?? users.filter((candidate) => candidate.company_id === company.id)[t % 3];
      const fill = (text: string) =>
        text
          .replaceAll('{ref}', booking?.ref ?? '')
          .replaceAll('{hotel}', booking?.hotel ? ` « ${booking.hotel} »` : '')
          .replaceAll('{city}', booking?.destination ?? company.city)
          .replaceAll('{first}', user.first_name)
          .replaceAll('{user}', `${user.first_name} ${user.last_name}`)
          .replaceAll('{agent}', `${agent.firstname} ${agent.name}, votre agence`);
      const start = Math.min(
        booking ? new Date(booking.created_at).getTime() + random.int(2, 72) * HOUR : now - random.int(3, 60) * 24 * HOUR,
        now - 48 * HOUR,
      );
      // The last message of some threads is still unread by its addressee.
      const unread = (companyIndex + t) % 3 === 0;
      const root = messages.length;
      thread.messages.forEach((message, m) => {
        messages.push({
          parent: m === 0 ? null : root,
          row: {
            date: new Date(Math.min(start + m * random.int(1, 20) * HOUR, now - 60_000)).toISOString(),
            subject: m === 0 ? fill(thread.subject) : `RE : ${fill(thread.subject)}`,
            content: fill(message.content),
            user_id: user.id,
            company_id: company.id,
            bba_contact_id: agent.id,
            booking_id: booking?.id ?? null,
            seen: !(unread && m === thread.messages.length - 1),
            from_agency: message.from === 'agency',
          },
        });
      });
    }
  }
  // Roots first, so replies can name their parent.
  const rootIds = new Map<number, number>();
  for (const [index, message] of messages.entries()) {
    if (message.parent !== null) continue;
    const [{ id }] = await knex('message').insert(message.row).returning('id');
    rootIds.set(index, id);
  }
  await knex('message').insert(
    messages.filter((message) => message.parent !== null).map((message) => ({ ...message.row, parent_id: rootIds.get(message.parent!) })),
  );

  // The traveller survey and twenty answers, from users and from travellers, on finished stays.
  const questions: { id: number; label: string; field_type: number }[] = await knex('survey_question_traveller')
    .insert([
      { position: 1, label: 'Note globale de l’hôtel (0 à 10)', field_type: 10 },
      { position: 2, label: 'Qualité du petit-déjeuner', field_type: 30 },
      { position: 3, label: 'Le wifi était-il satisfaisant ?', field_type: 40 },
      { position: 4, label: 'Qu’avez-vous pensé de l’emplacement ?', field_type: 20 },
      { position: 5, label: 'Commentaire libre', field_type: 50, enabled: false },
    ])
    .returning(['id', 'label', 'field_type']);
  const userQuestions: { id: number; label: string; field_type: number }[] = await knex('survey_question')
    .where({ is_user: true })
    .orderBy('position')
    .select('id', 'label', 'field_type');
  const travellers: { id: number; full_name: string; company_id: number }[] = await knex('traveller').orderBy('id').select('id', 'full_name', 'company_id');

  const answer = (question: { field_type: number }) => {
    switch (question.field_type) {
      case 10:
        return random.int(5, 10);
      case 20:
        return random.pick(['Le calme', 'L’accueil', 'La proximité du site client', 'La literie', 'Le rapport qualité-prix']);
      case 30:
        return random.pick(['Très bien', 'Bien', 'Correct', 'Décevant']);
      case 40:
        return random.chance(0.8);
      default:
        return random.pick([
          'RAS, très bon séjour.',
          'Chambre un peu bruyante côté rue.',
          'Prévoir plus de choix au petit-déjeuner.',
          'Parfait pour un déplacement professionnel.',
        ]);
    }
  };
  const finished = bookings.filter((booking) => booking.status === 90);
  const picked = [
    ...finished.filter((booking) => booking.company_id === companies[0].id).slice(0, 6),
    ...finished.filter((booking) => booking.company_id !== companies[0].id),
  ].slice(0, 20);
  await insertChunked(
    knex,
    'survey_reply',
    picked.map((booking, index) => {
      const byTraveller = index % 5 >= 3;
      const traveller = byTraveller
        ? travellers.find((candidate) => candidate.company_id === booking.company_id && (booking.travellers ?? '').includes(candidate.full_name))
        : undefined;
      const asked = traveller ? questions.filter((question) => question.field_type !== 50) : userQuestions;
      const departure = Date.parse(`${booking.departure_date}T10:00:00Z`);
      return {
        date: new Date(Math.min(departure + random.int(1, 5) * 24 * HOUR, now - 60_000)).toISOString(),
        company_id: booking.company_id,
        user_id: traveller ? null : booking.user_id,
        traveller_id: traveller?.id ?? null,
        booking_id: booking.id,
        answers: JSON.stringify(asked.map((question) => ({ question_id: question.id, label: question.label, value: answer(question) }))),
      };
    }),
  );
}
