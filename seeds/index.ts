import type { Knex } from 'knex';
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

/** Demo data, in the order the rows depend on each other. */
export const seeds: ((knex: Knex) => Promise<void>)[] = [
  agency, companies, content, maillog, catalogue, companySettings, bookings, contingents, messagesAndSurveys, companyPolicies, training, surveysAndStats, accounts,
];
