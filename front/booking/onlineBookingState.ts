import { loadState, saveState } from '../../common/storage.ts';

/**
 * The online booking in client state (specification, section 3): the offers page saves the unfinished booking it
 * created, the booking form and the failure screen read it.
 */
export interface OnlineBookingState {
  unfinishedId: number;
  offerKey: string;
  hotelKey: string;
}

export const loadOnlineBooking = () => loadState<OnlineBookingState>('onlineBooking');
export const saveOnlineBooking = (state: OnlineBookingState | undefined) => saveState('onlineBooking', state);
