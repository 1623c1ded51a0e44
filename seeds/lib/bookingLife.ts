import { type BookingStatus, STATUS } from '../../entities/bookingStatus.ts';
import { CANCELLATION_REASONS } from '../../entities/bookingFlow.ts';
import { type Decision, decisionsOf, openPhaseOf, type ValidationPhase } from '../../entities/validationRules.ts';
import { REMARKS, type User } from './bookingContent.ts';
import type { Random } from './random.ts';

// A demo booking's life: the statuses it went through, and what each step wrote (history lines, mails, the questions
// put to its manager and their answers), dated as the platform would have dated them.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const CANCEL_REASONS = [
  'Mission reportée',
  'Réunion annulée par le client',
  'Changement de voyageur',
  'Dates modifiées, nouvelle réservation faite',
  'Grève SNCF',
];
const REFUSAL_REASONS = [
  'Budget du service dépassé',
  'Déplacement non prioritaire ce trimestre',
  'Merci de choisir un hôtel sous le plafond',
  'Réunion possible en visioconférence',
];

/**
 * The statuses a booking went through to reach its final one. Online: incomplete (0) while the user books, an
 * authorisation (10) when the company requires one, awaiting confirmation (50) from the supplier, then confirmed (60)
 * and the rest of its life. Offline: a request (20) taken up by an agent (40) who makes a proposal or books.
 */
export function statusPath(status: BookingStatus, online: boolean, preValidation: boolean): BookingStatus[] {
  if (online) {
    const booked: BookingStatus[] = preValidation ? [0, 10, 50] : [0, 50];
    switch (status) {
      case 0:
        return [0];
      case 4:
        return [4];
      case 5:
        return [0, 5];
      case 10:
        return [0, 10];
      case 30:
        return [0, 10, 30];
      case 45:
      case 55:
      case 50:
        return status === 50 ? booked : [...booked, status];
      case 60:
        return [...booked, 60];
      case 65:
      case 70:
      case 90:
        return [...booked, 60, status];
      case 80:
        return [...booked, 60, 80];
      case -1:
        return [0, -1];
      default:
        return [status];
    }
  }
  const requested: BookingStatus[] = preValidation ? [10, 20, 40] : [20, 40];
  switch (status) {
    case 4:
      return [4];
    case 20:
      return [20];
    case 40:
      return [20, 40];
    case 10:
      return [10];
    case 30:
      return [10, 30];
    case 45:
    case 50:
    case 55:
    case 60:
      return [...requested, status];
    case 65:
    case 70:
    case 90:
      return [...requested, 60, status];
    case 80:
      return [...requested, 60, 70, 80];
    case -1:
      return [20, -1];
    default:
      return [status];
  }
}

/** A mail a step sent, to whom and when. */
export interface PlannedMail {
  template: string;
  user: User;
  date: number;
}

/** What the booking's manager was asked in a phase, and answered once the booking moved on. */
export interface PlannedQuestion {
  manager: number;
  phase: ValidationPhase;
  decision: Decision | null;
  decidedAt: number | null;
}

/** A demo booking as the seed plans it, before it has an id: its row and what its life wrote. */
export interface PlannedBooking {
  booking: Record<string, unknown>;
  history: Record<string, unknown>[];
  mails: PlannedMail[];
  /** The company travellers linked to the booking (booking_traveller), by room. */
  linked: { traveller_id: number; room: number }[];
  /** What the booking's manager was asked, phase by phase. */
  questions: PlannedQuestion[];
}

/** The events of a booking through `path`: its history lines, its mails and its manager's questions, with their dates. */
export function bookingEvents(
  random: Random,
  { now, offset, arrival, departure }: { now: number; offset: number; arrival: string; departure: string },
  path: BookingStatus[],
  online: boolean,
  { booker, manager }: { booker: User; manager: User },
) {
  // Dates of the events: created before the stay, each step some hours later, finished the morning after departure.
  const arrivalMs = Date.parse(`${arrival}T15:00:00Z`);
  let at = offset > 0 ? now - random.int(9, 75) * DAY - random.int(0, 23) * HOUR : arrivalMs - random.int(8, 40) * DAY - random.int(0, 9) * HOUR;
  const createdAt = at;
  const history: Record<string, unknown>[] = [
    { date: new Date(at).toISOString(), type: 'created', status_from: null, status_to: path[0], user_id: booker.id, comment: null },
  ];
  const mails: PlannedMail[] = [];
  let cancellation: { reason: string; comment: string } | null = null;
  if (path[0] === 10) mails.push({ template: 'booking.validation', user: manager, date: at + 60_000 });
  const questions: PlannedQuestion[] = [];
  const firstPhase = openPhaseOf(path[0]);
  if (firstPhase) questions.push({ manager: manager.id, phase: firstPhase, decision: null, decidedAt: null });
  if (random.chance(0.15))
    history.push({
      date: new Date(at + 5 * 60_000).toISOString(),
      type: 'comment',
      status_from: null,
      status_to: null,
      user_id: booker.id,
      comment: random.pick(REMARKS),
    });
  for (let step = 1; step < path.length; step++) {
    const from = path[step - 1];
    const to = path[step];
    at = to === 90 ? Date.parse(`${departure}T07:00:00Z`) + random.int(0, 180) * 60_000 : at + random.int(1, 30) * HOUR;
    const actor = from === 10 ? manager.id : [65, 70].includes(to) || (from === 0 && to === 50) || (online && to === 80) ? booker.id : null;
    // As the flows write them: what people typed in `comment`, the service's own notes as an event and its data.
    const cancelled = to === 70 || (to === 80 && from === 60);
    const comment =
      to === 30 ? random.pick(REFUSAL_REASONS) : cancelled ? random.pick(CANCEL_REASONS) : to === -1 ? 'Doublon' : to === 65 ? 'Une nuit de plus' : null;
    const reason = cancelled ? random.pick(CANCELLATION_REASONS) : null;
    if (reason) cancellation = { reason, comment: comment! };
    const note = reason ? { event: 'cancellation', data: JSON.stringify({ reason }) } : {};
    history.push({ date: new Date(at).toISOString(), type: 'status', status_from: from, status_to: to, user_id: actor, comment, ...note });
    if (to === 60) mails.push({ template: 'booking.confirmed', user: booker, date: at + 60_000 });
    if (to === 80) mails.push({ template: 'booking.cancelled', user: booker, date: at + 60_000 });
    if (to === 10 || to === 45) mails.push({ template: 'booking.validation', user: manager, date: at + 60_000 });
    const asked = openPhaseOf(to);
    if (asked) questions.push({ manager: manager.id, phase: asked, decision: null, decidedAt: null });
    const answered = questions.find((question) => question.phase === openPhaseOf(from) && !question.decision);
    if (answered)
      Object.assign(answered, {
        decision: to === STATUS.refused ? 'deny' : decisionsOf(answered.phase).find((decision) => decision !== 'deny'),
        decidedAt: at,
      });
  }
  for (const mail of mails) {
    history.push({
      date: new Date(mail.date).toISOString(),
      type: 'mail',
      status_from: null,
      status_to: null,
      user_id: null,
      comment: null,
      event: 'mail_sent',
      data: JSON.stringify({ template: mail.template, to: mail.user.email }),
    });
  }
  return { createdAt, history, mails, questions, cancellation };
}
