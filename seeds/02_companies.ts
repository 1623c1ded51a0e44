import type { Knex } from 'knex';
import { hashPassword } from '../server/auth/password.ts';
import { MORE_COMPANIES } from './reference/companies.ts';
import { CITIES } from './reference/france.ts';
import { FIRST_NAMES, LAST_NAMES, POSITIONS } from './reference/names.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { frenchPhone, mobilePhone, Random, slug } from './lib/random.ts';

const COMPANIES = [
  {
    name: 'Acme Industries',
    address1: '12 rue de la Paix',
    post_code: '75002',
    city: 'Paris',
    mail_company: 'contact@acme-demo.fr',
    booking_fees_global_online: 5,
    booking_fees_global_offline: 15,
    booking_fees_global_label: 'Frais de dossier',
    order_number_required: true,
    order_number_label: 'Bon de commande',
    order_number_pattern: 'PO-####',
    require_manager_pre_validation: true,
    max_price_per_room: 180,
  },
  {
    name: 'Globex Conseil',
    address1: '5 quai Perrache',
    post_code: '69002',
    city: 'Lyon',
    mail_company: 'contact@globex-demo.fr',
    booking_fees_per_room_online: 3,
    booking_fees_per_room_label: 'Frais par chambre',
    require_manager_post_validation: true,
  },
  {
    name: 'Initech Services',
    address1: '8 allée de Brienne',
    post_code: '31000',
    city: 'Toulouse',
    mail_company: 'contact@initech-demo.fr',
    offline_enabled: false,
  },
];

const PEOPLE = [
  ['Julie', 'Blanc'],
  ['Karim', 'Benali'],
  ['Laura', 'Chevalier'],
  ['Marc', 'Fontaine'],
  ['Nina', 'Gauthier'],
  ['Olivier', 'Henry'],
  ['Paula', 'Muller'],
  ['Quentin', 'Perrin'],
  ['Rose', 'Robin'],
  ['Samuel', 'Rousseau'],
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
        email:
          `${first}.${last}.${c}`
            .toLowerCase()
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '') + `@${company.name.split(' ')[0].toLowerCase()}-demo.fr`,
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
  await seedMoreCompanies(knex, password);
}

/**
 * Thirty-seven more customers, each with one or two managers, a few bookers and sometimes an accountant. The same
 * password hash as the demo accounts; a few accounts have none yet (invited, password still to define).
 */
async function seedMoreCompanies(knex: Knex, password: string): Promise<void> {
  const random = new Random(20261122);
  const contacts: { id: number }[] = await knex('bbacontact').where({ enabled: true }).select('id').orderBy('id');
  const companies: { id: number; name: string }[] = await knex('company')
    .insert(
      MORE_COMPANIES.map((company, index) => ({
        name: company.name,
        address1: company.address1,
        post_code: company.post_code,
        city: company.city,
        mail_company: `contact@${company.domain}`,
        bba_contact_id: contacts[index % contacts.length].id,
        kkey: index % 5 === 2 ? Array.from({ length: 16 }, () => random.int(0, 15).toString(16)).join('') : null,
        autologin_url: index % 9 === 4 ? `https://intranet.${company.domain}/deplacements` : null,
        updated_at: new Date(Date.UTC(2026, 0, 5) + index * 7 * 86_400_000).toISOString(),
        ...company.settings,
      })),
    )
    .returning(['id', 'name']);

  const taken = new Set<string>();
  const users = companies.flatMap((company, c) => {
    const { domain, city } = MORE_COMPANIES[c];
    const managers = 1 + (c % 3 === 0 ? 1 : 0);
    const bookers = random.int(3, 7);
    const accountant = c % 4 === 1 ? 1 : 0;
    return Array.from({ length: managers + bookers + accountant }, (_, p) => {
      const [first, gender] = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      let email = `${slug(first, '.')}.${slug(last, '.')}@${domain}`;
      for (let n = 2; taken.has(email); n++) email = `${slug(first, '.')}.${slug(last, '.')}${n}@${domain}`;
      taken.add(email);
      const role = p < managers ? 'manager' : p < managers + bookers ? 'user' : 'accountant';
      return {
        email,
        first_name: first,
        last_name: last,
        gender,
        roles: role === 'manager' ? ['ROLE_MANAGER', 'ROLE_USER'] : role === 'user' ? ['ROLE_USER'] : ['ROLE_ACCOUNTANT'],
        company_id: company.id,
        password: p === managers + bookers - 1 && c % 6 === 5 ? null : password,
        position: role === 'accountant' ? 'Comptable' : random.pick(POSITIONS),
        landline: random.chance(0.6) ? frenchPhone(random, cityPhoneDigit(city)) : null,
        mobile_phone: random.chance(0.8) ? mobilePhone(random) : null,
        enabled: !(role === 'user' && random.chance(0.08)),
        travel_policy_mode: random.weighted([
          [0, 6],
          [10, 2],
          [20, 1],
          [30, 1],
        ] as const),
        max_price_per_room: role === 'user' && random.chance(0.2) ? random.pick([90, 110, 130, 150]) : null,
        send_voucher_to_travellers: random.chance(0.3),
        disable_relance_auto: random.chance(0.1),
        created_at: new Date(Date.UTC(2025, 0, 1) + random.int(0, 650) * 86_400_000 + random.int(7, 18) * 3_600_000).toISOString(),
      };
    });
  });
  await knex('user').insert(users);
}

/** Landline prefix of the region of a city (1 Île-de-France … 5 south-west). */
function cityPhoneDigit(city: string): number {
  return CITIES.find((known) => known.name === city)?.phone ?? 4;
}
