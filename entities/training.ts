/**
 * The training site (first host label `formation`). Its demo company is recognised by this marker in its name: a
 * session of that company outside the training site is ended, and the company's bookings stay in the training data.
 */
export const TRAINING_MARKER = '[Formation]';

/** The fixed account the training site signs in by itself. */
export const TRAINING_ACCOUNT = 'demo@formation-demo.fr';

/** The training form promises an answer within this many working hours. */
export const TRAINING_RESPONSE_HOURS = 4;

export function isTrainingCompany(name: string | null | undefined): boolean {
  return Boolean(name?.includes(TRAINING_MARKER));
}
