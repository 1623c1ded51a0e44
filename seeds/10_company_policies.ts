import type { Knex } from 'knex';

/**
 * A white label for Acme (a white-labelled company, so its flag is set too) and travel policies for Acme and Globex,
 * one per mode the front office treats differently, with a row of each kind of sector. Initech has neither, so the
 * screens' empty state has a demo company too.
 */
export async function seed(knex: Knex): Promise<void> {
  const companyId = async (name: string) => (await knex('company').where({ name }).first('id')).id as number;
  const zoneId = async (name: string) => String((await knex('zone').where({ name }).first('id')).id);
  const acme = await companyId('Acme Industries');
  const globex = await companyId('Globex Conseil');

  await knex('company').where({ id: acme }).update({ is_white_marking: true });
  await knex('company_white_mark').insert({
    company_id: acme,
    phone: '+33 1 84 88 20 00',
    emergency_phone: '+33 6 07 08 09 10',
    email: 'voyages@acme-demo.fr',
    opening_hours: 'Du lundi au vendredi, de 8 h 30 à 19 h',
  });

  const [{ id: acmePolicy }] = await knex('travel_policy')
    .insert({
      company_id: acme,
      mode: 20,
      price_with_breakfast: 150,
      price_without_breakfast: 130,
      price_evening_stop: 170,
      price_meal: 25,
    })
    .returning('id');
  await knex('travel_policy_row').insert([
    {
      travel_policy_id: acmePolicy,
      sector_type: 'zone',
      sector_value: await zoneId('Paris intra-muros'),
      price_with_breakfast: 200,
      price_without_breakfast: 180,
      price_evening_stop: 220,
      price_meal: 30,
    },
    {
      travel_policy_id: acmePolicy,
      sector_type: 'department',
      sector_value: '69',
      price_with_breakfast: 140,
      price_without_breakfast: 120,
      price_evening_stop: 160,
      price_meal: 25,
    },
    {
      travel_policy_id: acmePolicy,
      sector_type: 'region',
      sector_value: 'Provence-Alpes-Côte d’Azur',
      price_with_breakfast: 160,
      price_without_breakfast: 140,
      price_evening_stop: null,
      price_meal: null,
    },
    {
      travel_policy_id: acmePolicy,
      sector_type: 'city',
      sector_value: 'Bordeaux',
      price_with_breakfast: 135,
      price_without_breakfast: 115,
      price_evening_stop: null,
      price_meal: null,
    },
  ]);

  // Globex caps prices in summer only (a season given as DD/MM), for information.
  const [{ id: globexPolicy }] = await knex('travel_policy')
    .insert({
      company_id: globex,
      mode: 10,
      price_with_breakfast: 120,
      price_without_breakfast: 105,
      price_evening_stop: 140,
      price_meal: 20,
      date_from: '01/06',
      date_to: '15/09',
    })
    .returning('id');
  await knex('travel_policy_row').insert([
    {
      travel_policy_id: globexPolicy,
      sector_type: 'zone',
      sector_value: await zoneId('Côte d’Azur'),
      price_with_breakfast: 190,
      price_without_breakfast: 170,
      price_evening_stop: null,
      price_meal: null,
    },
    {
      travel_policy_id: globexPolicy,
      sector_type: 'other',
      sector_value: 'Salons professionnels',
      price_with_breakfast: 220,
      price_without_breakfast: 200,
      price_evening_stop: null,
      price_meal: 35,
    },
  ]);
}
