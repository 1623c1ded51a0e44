import type { Knex } from 'knex';
import { hashPassword } from '../server/auth/password.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';

const COMPANIES = [
  { name: 'Acme Industries', address1: '12 rue de la Paix', post_code: '75002', city: 'Paris', mail_company: 'contact@acme-demo.fr', booking_fees_global_online: 5, booking_fees_global_offline: 15, booking_fees_global_label: 'Frais de dossier', order_number_required: true, order_number_label: 'Bon de commande', order_number_pattern: 'PO-####', require_manager_pre_validation: true, max_price_per_room: 180 },
  { name: 'Globex Conseil', address1: '5 quai Perrache', post_code: '69002', city: 'Lyon', mail_company: 'contact@globex-demo.fr', booking_fees_per_room_online: 3, booking_fees_per_room_label: 'Frais par chambre', require_manager_post_validation: true },
  { name: 'Initech Services', address1: '8 allée de Brienne', post_code: '31000', city: 'Toulouse', mail_company: 'contact@initech-demo.fr', offline_enabled: false },
];

const PEOPLE = [
  ['Julie', 'Blanc'], ['Karim', 'Benali'], ['Laura', 'Chevalier'], ['Marc', 'Fontaine'], ['Nina', 'Gauthier'],
  ['Olivier', 'Henry'], ['Paula', 'Muller'], ['Quentin', 'Perrin'], ['Rose', 'Robin'], ['Samuel', 'Rousseau'],
];

export async function seed(knex: Knex): Promise<void> {
  const contacts = await knex('bbacontact').select('id').orderBy('id');
  const companies: { id: number; name: string }[] = await knex('company')
    .insert(COMPANIES.map((company, index) => ({ ...company, bba_contact_id: contacts[index % 2].id })))
    .returning(['id', 'name']);
  const companyId = (name: string | null) => (name ? companies.find((company) => company.name === name)!.id : null);
  // One hash for every demo account: they share the documented password.
  const password = await hashPassword(DEMO_PASSWORD);

  await knex('user').insert(
    DEMO_ACCOUNTS.map((account) => ({
      email: account.email,
      first_name: account.first_name,
      last_name: account.last_name,
      gender: account.first_name.endsWith('a') || account.first_name.endsWith('e') ? 'mrs' : 'mr',
      roles: account.roles,
      company_id: companyId(account.company),
      password,
      mobile_phone: '+33 6 12 34 56 78',
    })),
  );
  // Colleagues in every company, so lists have something to page through.
  await knex('user').insert(
    companies.flatMap((company, c) =>
      PEOPLE.map(([first, last], p) => ({
        email: `${first}.${last}.${c}`.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '') + `@${company.name.split(' ')[0].toLowerCase()}-demo.fr`,
        first_name: first,
        last_name: last,
        gender: p % 2 ? 'mr' : 'mrs',
        roles: p === 0 ? ['ROLE_MANAGER', 'ROLE_USER'] : ['ROLE_USER'],
        company_id: company.id,
        password,
        enabled: p !== 9,
      })),
    ),
  );
}
