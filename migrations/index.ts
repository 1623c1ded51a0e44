import type { Knex } from 'knex';
import * as foundation from './20261122_001_foundation.ts';
import * as domain from './20261122_002_domain.ts';
import * as companyPolicies from './20261122_003_company_policies.ts';
import * as bookingFlow from './20261122_004_booking_flow.ts';
import * as offline from './20261122_005_offline.ts';
import * as contingentStock from './20261122_006_contingent_stock.ts';
import * as retrocession from './20261122_007_retrocession.ts';
import * as messagesContent from './20261122_008_messages_content.ts';
import * as accounts from './20261122_009_accounts.ts';
import * as surveysStats from './20261122_010_surveys_stats.ts';
import * as groupTraining from './20261122_011_group_training.ts';
import * as configSalePrice from './20261122_012_config_sale_price.ts';
import * as messageMail from './20261122_013_message_mail.ts';
import * as publicTravellers from './20261122_014_public_travellers.ts';
import * as groupAliasUnique from './20261122_015_group_alias_unique.ts';
import * as requestKindIndex from './20261122_016_request_kind_index.ts';
import * as contingentMailLinks from './20261122_017_contingent_mail_links.ts';
import * as sessionVersion from './20261125_018_session_version.ts';
import * as redactMailLogLinks from './20261125_020_redact_mail_log_links.ts';
import * as mailTextLinks from './20261125_021_mail_text_links.ts';
import * as requestMailLinks from './20261125_022_request_mail_links.ts';
import * as historyEvents from './20261125_023_history_events.ts';
import * as missingFields from './20261126_024_missing_fields.ts';
import * as frenchCollation from './20261126_025_french_collation.ts';
import * as bookingHistoryKept from './20261126_030_booking_history_kept.ts';
import * as mailOutbox from './20261127_031_mail_outbox.ts';
import * as limitCounters from './20261127_032_limit_counters.ts';
import * as uniqueCodes from './20261128_033_unique_codes.ts';
import * as unfinishedBookings from './20261129_034_unfinished_bookings.ts';
import * as bookingAmount from './20261129_035_booking_amount.ts';
import * as zoneInUse from './20261129_036_zone_in_use.ts';

type Migration = { up(knex: Knex): Promise<void>; down(knex: Knex): Promise<void>; config?: { transaction: boolean } };

/** Every migration by name; knex runs them in name order. */
export const migrations: Record<string, Migration> = {
  '20261122_001_foundation': foundation,
  '20261122_002_domain': domain,
  '20261122_003_company_policies': companyPolicies,
  '20261122_004_booking_flow': bookingFlow,
  '20261122_005_offline': offline,
  '20261122_006_contingent_stock': contingentStock,
  '20261122_007_retrocession': retrocession,
  '20261122_008_messages_content': messagesContent,
  '20261122_009_accounts': accounts,
  '20261122_010_surveys_stats': surveysStats,
  '20261122_011_group_training': groupTraining,
  '20261122_012_config_sale_price': configSalePrice,
  '20261122_013_message_mail': messageMail,
  '20261122_014_public_travellers': publicTravellers,
  '20261122_015_group_alias_unique': groupAliasUnique,
  '20261122_016_request_kind_index': requestKindIndex,
  '20261122_017_contingent_mail_links': contingentMailLinks,
  '20261125_018_session_version': sessionVersion,
  '20261125_020_redact_mail_log_links': redactMailLogLinks,
  '20261125_021_mail_text_links': mailTextLinks,
  '20261125_022_request_mail_links': requestMailLinks,
  '20261125_023_history_events': historyEvents,
  '20261126_024_missing_fields': missingFields,
  '20261126_025_french_collation': frenchCollation,
  '20261126_030_booking_history_kept': bookingHistoryKept,
  '20261127_031_mail_outbox': mailOutbox,
  '20261127_032_limit_counters': limitCounters,
  '20261128_033_unique_codes': uniqueCodes,
  '20261129_034_unfinished_bookings': unfinishedBookings,
  '20261129_035_booking_amount': bookingAmount,
  '20261129_036_zone_in_use': zoneInUse,
};
