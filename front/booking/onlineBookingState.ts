import { loadState, saveState } from '../../common/storage.ts';
import type { CompletionDraft } from './completionDraft.ts';

/**
 * The online booking in client state (docs/glossary.md, unfinished booking): the offers page saves the unfinished
 * booking it created, the booking form and the failure screen read it.
 */
export interface OnlineBookingState {
  unfinishedId: number;
  offerKey: string;
  hotelKey: string;
}

export const loadOnlineBooking = () => loadState<OnlineBookingState>('onlineBooking');
export const saveOnlineBooking = (state: OnlineBookingState | undefined) => saveState('onlineBooking', state);

/** The booking form's values between the form and its summary (/booking/summary). */
export const loadCompletionDraft = () => loadState<CompletionDraft>('completionDraft');
export const saveCompletionDraft = (draft: CompletionDraft | undefined) => saveState('completionDraft', draft);

/** The booking is made or given up: nothing of it stays in client state. */
export function clearOnlineBooking() {
  saveOnlineBooking(undefined);
  saveCompletionDraft(undefined);
}
