import type { Knex } from 'knex';
import { addDays } from '../entities/contingentRules.ts';

/** The welcome banner runs for a little over a year from the day the demo is seeded. */
export const BANNER_DAYS = 400;

export async function seed(knex: Knex, today: string): Promise<void> {
  await knex('bbacontact').insert([
    { name: 'Bernard', firstname: 'Sophie', email: 'sophie.bernard@agence-demo.fr', phone: '+33 1 40 00 00 01', roles: ['ROLE_BBA_AGENT'] },
    { name: 'Lambert', firstname: 'Hugo', email: 'hugo.lambert@agence-demo.fr', phone: '+33 1 40 00 00 02', roles: ['ROLE_BBA_AGENT', 'ROLE_BBA_ADMIN'] },
    { name: 'Garnier', firstname: 'Inès', email: 'ines.garnier@agence-demo.fr', phone: '+33 1 40 00 00 03', roles: ['ROLE_BBA_AGENT'], enabled: false },
    { name: 'Faure', firstname: 'Thomas', email: 'thomas.faure@agence-demo.fr', phone: '+33 1 40 00 00 04', roles: ['ROLE_BBA_AGENT'] },
    { name: 'Mercier', firstname: 'Camille', email: 'camille.mercier@agence-demo.fr', phone: '+33 1 40 00 00 05', roles: ['ROLE_BBA_AGENT'] },
  ]);
  await knex('configuration').insert([
    {
      name: 'bandeau',
      value: JSON.stringify({
        text: 'Bienvenue sur la plateforme de réservation hôtelière de votre agence.',
        expires: addDays(today, BANNER_DAYS),
        enabled: true,
      }),
    },
    { name: 'agency_phone', value: '+33 1 40 00 00 00' },
    { name: 'agency_email', value: 'reservations@agence-demo.fr' },
    { name: 'offline_response_hours', value: '24' },
    { name: 'agency_opening_hours', value: 'Du lundi au vendredi, de 8 h 30 à 19 h ; astreinte téléphonique le week-end' },
  ]);
}
