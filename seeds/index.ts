import type { Knex } from 'knex';
import { seed as agency } from './01_agency.ts';
import { seed as companies } from './02_companies.ts';
import { seed as content } from './03_content.ts';
import { seed as maillog } from './04_maillog.ts';

/** Demo data, in the order the rows depend on each other. */
export const seeds: ((knex: Knex) => Promise<void>)[] = [agency, companies, content, maillog];
