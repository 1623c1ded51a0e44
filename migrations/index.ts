import type { Knex } from 'knex';
import * as foundation from './20261122_001_foundation.ts';
import * as domain from './20261122_002_domain.ts';
import * as companyPolicies from './20261122_003_company_policies.ts';
import * as bookingFlow from './20261122_004_booking_flow.ts';
import * as offline from './20261122_005_offline.ts';
import * as contingentStock from './20261122_006_contingent_stock.ts';

type Migration = { up(knex: Knex): Promise<void>; down(knex: Knex): Promise<void> };

/** Every migration by name; knex runs them in name order. */
export const migrations: Record<string, Migration> = {
  '20261122_001_foundation': foundation,
  '20261122_002_domain': domain,
  '20261122_003_company_policies': companyPolicies,
  '20261122_004_booking_flow': bookingFlow,
  '20261122_005_offline': offline,
  '20261122_006_contingent_stock': contingentStock,
};
