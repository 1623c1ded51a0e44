import type { Knex } from 'knex';
import { addDays } from '../entities/contingentRules.ts';

/** The demo's trade events start this many days after the seeding, so the coming year always holds all three. */
export const EVENT_DAYS = { agriculture: 91, mipim: 101, pollutec: 318 };

export async function seed(knex: Knex, today: string): Promise<void> {
  const [admin] = await knex('user').where({ email: 'admin@agence-demo.fr' }).select('id');
  await knex('news').insert(
    [
      {
        date: '2026-11-02',
        name: 'Nouveaux hôtels partenaires à Lyon',
        weight: 30,
        content: '<p>Douze hôtels rejoignent notre offre lyonnaise.</p>',
        notify_users: true,
      },
      {
        date: '2026-10-15',
        name: 'Salons professionnels : réservez tôt',
        weight: 20,
        content: '<p>Les salons de printemps remplissent vite les hôtels parisiens.</p>',
      },
      { date: '2026-09-01', name: 'Politique voyage 2027', weight: 10, content: '<p>Les plafonds de prix par chambre évoluent au 1er janvier.</p>' },
      {
        date: '2026-06-20',
        name: 'Paiement par carte virtuelle',
        weight: 5,
        content: '<p>La carte virtuelle est désormais disponible pour les réservations en ligne.</p>',
      },
    ].map((news) => ({ ...news, created_by_id: admin.id, updated_by_id: admin.id })),
  );
  await knex('help').insert([
    { title: 'Rechercher un hôtel', weight: 30, content: '<p>Indiquez une destination, vos dates et le nombre de chambres.</p>' },
    { title: 'Demande hors ligne', weight: 20, content: '<p>Votre agence vous répond sous 24 heures.</p>' },
    { title: 'Validation par le manager', weight: 10, content: '<p>Certaines réservations doivent être autorisées par un manager.</p>' },
  ]);
  await knex('event').insert([
    {
      name: 'Salon International de l’Agriculture',
      starting_date: addDays(today, EVENT_DAYS.agriculture),
      ending_date: addDays(today, EVENT_DAYS.agriculture + 8),
      location: 'Paris Expo Porte de Versailles',
      city: 'Paris',
      geo_lat: 48.8323,
      geo_lng: 2.2875,
    },
    {
      name: 'Pollutec',
      starting_date: addDays(today, EVENT_DAYS.pollutec),
      ending_date: addDays(today, EVENT_DAYS.pollutec + 3),
      location: 'Eurexpo',
      city: 'Lyon',
      geo_lat: 45.7317,
      geo_lng: 4.9486,
    },
    {
      name: 'MIPIM',
      starting_date: addDays(today, EVENT_DAYS.mipim),
      ending_date: addDays(today, EVENT_DAYS.mipim + 3),
      location: 'Palais des Festivals',
      city: 'Cannes',
      geo_lat: 43.5513,
      geo_lng: 7.0174,
    },
  ]);
  await knex('zone').insert([
    { name: 'Paris intra-muros', cities: ['Paris'], postal_codes: ['75001', '75002', '75008', '75015'] },
    { name: 'Grand Lyon', cities: ['Lyon', 'Villeurbanne', 'Vénissieux'], postal_codes: ['69001', '69002', '69100'] },
    { name: 'Côte d’Azur', cities: ['Nice', 'Cannes', 'Antibes'], postal_codes: ['06000', '06400', '06600'] },
  ]);
  await knex('survey_question').insert([
    { position: 1, label: 'Note globale du séjour (0 à 10)', field_type: 10, is_user: true, is_traveller: true },
    { position: 2, label: 'Qu’avez-vous le plus apprécié ?', field_type: 20, is_user: true, is_traveller: true },
    { position: 3, label: 'Propreté de la chambre', field_type: 30, is_user: false, is_traveller: true },
    { position: 4, label: 'Recommanderiez-vous cet hôtel ?', field_type: 40, is_user: true, is_traveller: true },
    { position: 5, label: 'Vos suggestions', field_type: 50, is_user: true, is_traveller: false },
  ]);
}
