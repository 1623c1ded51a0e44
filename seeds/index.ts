import type { Knex } from 'knex';
import { parisToday } from './lib/random.ts';
import { seed as agency } from './01_agency.ts';
import { seed as companies } from './02_companies.ts';
import { seed as content } from './03_content.ts';
import { seed as maillog } from './04_maillog.ts';
import { seed as catalogue } from './05_catalogue.ts';
import { seed as companySettings } from './06_company_settings.ts';
import { seed as bookings } from './07_bookings.ts';
import { seed as contingents } from './08_contingents.ts';
import { seed as messagesAndSurveys } from './09_messages_surveys.ts';
import { seed as companyPolicies } from './10_company_policies.ts';
import { seed as training } from './11_training.ts';
import { seed as surveysAndStats } from './12_surveys_stats.ts';
import { seed as accounts } from './13_accounts.ts';

/** One part of the demo data; `today` (a Paris date) is the day its dates are counted from. */
export type Seed = (knex: Knex, today: string) => Promise<void>;

/** Demo data, in the order the rows depend on each other. */
export const seeds: Seed[] = [
  agency,
  companies,
  content,
  maillog,
  catalogue,
  companySettings,
  bookings,
  contingents,
  messagesAndSurveys,
  companyPolicies,
  training,
  surveysAndStats,
  accounts,
];

/**
 * Writes the whole demo data with `knex` (a transaction, so that it is all or nothing), dated from `today`, by default
 * the database's today in Paris. Only the dates depend on the day: the same bookings in the same statuses every day.
 */
export async function seedDemo(knex: Knex, today?: string): Promise<void> {
  const day = today ?? (await parisToday(knex));
  for (const seed of seeds) await seed(knex, day);
}
