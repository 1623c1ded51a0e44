import type { Knex } from 'knex';
import { STATUS } from '../../../entities/bookingStatus.ts';
import { ErrorCode } from '../../../entities/errors.ts';
import { ApiError } from '../../errors.ts';
import { newLinkToken } from './tokens.ts';

/** The company settings that decide an online booking's path through validation and purchase order. */
export interface ValidationSettings {
  require_manager_pre_validation: boolean;
  require_manager_post_validation: boolean;
  require_manager_post_validation_travel_policy_dont_suit: boolean;
  multi_manager_enabled: boolean;
  order_number_required: boolean;
}

export type ValidationPhase = 'pre' | 'post';

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

const LINK_LIFETIME_DAYS = 30;

/**
 * Asks managers to decide: one row each, with a private link that works without a session until the stay ends
 * (`until`), thirty days at most; an offline request, whose dates the agency may still change, passes null: thirty
 * days. The phase's questions still unanswered are replaced, so a request sent again asks the managers it names now.
 * Written before the move whose mails carry the links.
 */
export async function askManagers(trx: Knex.Transaction, bookingId: number, managerIds: readonly number[], phase: ValidationPhase, until: string | Date | null) {
  await trx('booking_manager').where({ booking_id: bookingId, phase }).whereNull('decision').delete();
  const managers = [...new Set(managerIds)];
  if (managers.length === 0) return;
  const latest = new Date(Date.now() + LINK_LIFETIME_DAYS * 86_400_000);
  const end = until === null ? latest : new Date(`${(until instanceof Date ? until.toISOString() : until).slice(0, 10)}T00:00:00Z`);
  const expires = end < latest ? end : latest;
  await trx('booking_manager')
    .insert(managers.map((userId) => ({ booking_id: bookingId, user_id: userId, phase, token: newLinkToken(), expires_at: expires })))
    .onConflict(['booking_id', 'user_id', 'phase'])
    .ignore();
}

export const DECISIONS = ['allow', 'deny', 'validate'] as const;
export type Decision = (typeof DECISIONS)[number];

/** The decisions each phase takes: an authorisation before booking, a validation after. */
export const PHASE_OF: Record<Decision, readonly ValidationPhase[]> = { allow: ['pre'], deny: ['pre', 'post'], validate: ['post'] };
/** The status in which a phase's question is open. */
export const STATUS_OF: Record<ValidationPhase, number> = { pre: STATUS.awaiting_authorisation, post: STATUS.awaiting_validation };

/** The decisions a phase's question takes. */
export const decisionsOf = (phase: ValidationPhase): Decision[] => DECISIONS.filter((decision) => PHASE_OF[decision].includes(phase));

/** The phase whose question a booking's status holds open (10: before booking, 45: after), or null. */
export const openPhaseOf = (status: number): ValidationPhase | null =>
  (Object.keys(STATUS_OF) as ValidationPhase[]).find((phase) => STATUS_OF[phase] === status) ?? null;

/** 205: the link is unknown, expired, or its question was already answered. */
export const linkInvalid = () => new ApiError(404, ErrorCode.LINK_NOT_VALID, 'this link is not valid');
