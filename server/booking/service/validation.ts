import type { Knex } from 'knex';
import { ErrorCode } from '../../../entities/errors.ts';
import type { ValidationPhase } from '../../../entities/validationRules.ts';
import { ApiError } from '../../errors.ts';
import { managerQuestions } from '../queries/columns.ts';

/** The company settings that decide an online booking's path through validation and purchase order. */
export interface ValidationSettings {
  require_manager_pre_validation: boolean;
  require_manager_post_validation: boolean;
  require_manager_post_validation_travel_policy_dont_suit: boolean;
  multi_manager_enabled: boolean;
  order_number_required: boolean;
}

/**
 * Whether the managers decide before the booking is made (pre), after (post), or not at all. A travel policy in mode 20
 * that the offer does not meet asks for an authorisation first; a company may ask for a validation afterwards always,
 * or only when the policy is not met. `policyOk` null means no policy applies.
 */
export function validationPhase(company: ValidationSettings, policy: { mode: number | null; ok: boolean | null }): ValidationPhase | null {
  const notMet = policy.ok === false;
  if (company.require_manager_pre_validation || (policy.mode === 20 && notMet)) return 'pre';
  if (postValidationNeeded(company, policy.ok)) return 'post';
  return null;
}

export function postValidationNeeded(company: ValidationSettings, policyOk: boolean | null): boolean {
  return company.require_manager_post_validation || (company.require_manager_post_validation_travel_policy_dont_suit && policyOk === false);
}

/**
 * Asks managers to decide (managerQuestions: one row each, with its private link). The phase's questions still
 * unanswered are replaced, so a request sent again asks the managers it names now. Written before the move whose mails
 * carry the links.
 */
export async function askManagers(
  trx: Knex.Transaction,
  bookingId: number,
  managerIds: readonly number[],
  phase: ValidationPhase,
  until: string | Date | null,
) {
  await trx('booking_manager').where({ booking_id: bookingId, phase }).whereNull('decision').delete();
  const questions = managerQuestions(bookingId, managerIds, phase, until);
  if (questions.length === 0) return;
  await trx('booking_manager').insert(questions).onConflict(['booking_id', 'user_id', 'phase']).ignore();
}

/** 205: the link is unknown, expired, or its question was already answered. */
export const linkInvalid = () => new ApiError(404, ErrorCode.LINK_NOT_VALID, 'this link is not valid');
