import { STATUS } from './bookingStatus.ts';

/** When the managers decide on a booking: before it is booked (an authorisation), or after (a validation). */
export type ValidationPhase = 'pre' | 'post';

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
