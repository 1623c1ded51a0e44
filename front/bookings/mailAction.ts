import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BookingAction } from '../../entities/bookingFlow.ts';

/**
 * The steps a booking mail asks of the booker (server/booking/service/notifications.ts), opened at once by the link's
 * `?action=`: answering the agency's proposal, giving the purchase order; with the booking action that takes each.
 */
const MAIL_ACTIONS = { proposal: 'accept_proposal', order_number: 'order_number' } as const satisfies Record<string, BookingAction>;
export type MailAction = keyof typeof MAIL_ACTIONS;

/**
 * Once the booking is read, the step its address asks for: `onStep` gets it when the booking allows it now, null when
 * it does not (already taken, or not the reader's to take). The step leaves the address, so that coming back to the
 * page, or reading the booking again after the step, does not ask it again.
 */
export function useMailAction(booking: { actions: readonly BookingAction[] } | null, onStep: (step: MailAction | null) => void) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('action');
  // Handled once: the address changes in a transition, which the step's own renders may hold back for a while.
  const handled = useRef(false);
  useEffect(() => {
    if (!asked) handled.current = false;
    if (!booking || !asked || handled.current) return;
    handled.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('action');
        return next;
      },
      { replace: true },
    );
    const step = Object.hasOwn(MAIL_ACTIONS, asked) ? (asked as MailAction) : null;
    onStep(step && booking.actions.includes(MAIL_ACTIONS[step]) ? step : null);
  }, [booking, asked, setParams, onStep]);
}
