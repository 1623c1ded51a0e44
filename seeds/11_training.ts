import type { Knex } from 'knex';
import { hashPassword } from '../server/auth/password.ts';
import { TRAINING_ACCOUNT, TRAINING_MARKER } from '../entities/training.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';

const TRAINING_TRAVELLERS = [
  ['Camille', 'Formation', 'camille.formation@formation-demo.fr'],
  ['Hugo', 'Exercice', 'hugo.exercice@formation-demo.fr'],
  ['Inès', 'Pratique', 'ines.pratique@formation-demo.fr'],
] as const;

/**
 * The training site's demo company (its name carries the training marker) with the fixed account the site signs in
 * by itself and a few travellers to book for; and Globex's public links: the group-request alias `globex` and the
 * account that holds what is sent through its links until a user claims it.
 */
export async function seed(knex: Knex): Promise<void> {
  const contact = await knex('bbacontact').where({ enabled: true }).orderBy('id').first('id');
  const [{ id: companyId }] = await knex('company')
    .insert({
      name: `Formation Démo ${TRAINING_MARKER}`,
      address1: '1 place de la Formation',
      post_code: '75001',
      city: 'Paris',
      mail_company: 'contact@formation-demo.fr',
      bba_contact_id: contact?.id ?? null,
    })
    .returning('id');
  await knex('user').insert({
    email: TRAINING_ACCOUNT,
    first_name: 'Démo',
    last_name: 'Formation',
    gender: 'mr',
    roles: ['ROLE_USER'],
    company_id: companyId,
    password: await hashPassword(DEMO_PASSWORD),
    mobile_phone: '+33 6 00 00 00 00',
  });
  await knex('traveller').insert(
    TRAINING_TRAVELLERS.map(([first_name, last_name, email]) => ({ first_name, last_name, email, mobile_phone: '+33 6 11 22 33 44', company_id: companyId })),
  );

  const globex = await knex('company').where({ name: 'Globex Conseil' }).first('id');
  const [{ id: prelogged }] = await knex('user')
    .insert({ email: 'liens@globex-demo.fr', first_name: 'Liens', last_name: 'Globex', roles: ['ROLE_USER'], company_id: globex.id, password: null })
    .returning('id');
  await knex('company').where({ id: globex.id }).update({ group_alias: 'globex', prelogged_user_id: prelogged });
}
