import { Button } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckIcon from '@mui/icons-material/Check';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { PendingButton } from '../../common/PendingButton.tsx';
import { t } from '../../common/i18n/index.ts';
import { STATUS } from '../../entities/bookingStatus.ts';
import { CancelDialog, ProposalDialog, ReasonDialog } from './BookingDialogs.tsx';
import { OrderNumberDialog } from './DocumentDialogs.tsx';
import type { BookingDetail, PublicBooking } from './bookingsApi.ts';

// The steps a booker takes on the booking's page (BookingShow.tsx) and through its public link (PublicBooking.tsx):
// answering the agency's proposal, giving the purchase order, cancelling. Each page passes the calls it makes.

/** What the booker's steps read of a booking, on either page. */
type StepBooking = Pick<
  BookingDetail | PublicBooking,
  'ref' | 'status' | 'actions' | 'is_online' | 'proposal' | 'hotel_name' | 'price_per_night' | 'total_price' | 'amount' | 'order_number' | 'company'
>;

/** The dialogs of the booker's steps. */
export type BookerDialog = 'cancel' | 'proposal' | 'refuse_proposal' | 'order';

/** The calls the booker's steps make: the signed-in routes, or the public link's. */
export interface BookerCalls {
  answerProposal: (answer: 'accept_proposal' | 'refuse_proposal', reason?: string) => Promise<unknown>;
  saveOrderNumber: (value: string, file: File | null, onProgress?: (fraction: number) => void) => Promise<unknown>;
}

/** The buttons that answer the agency's proposal and give the purchase order, each when the booking offers it. */
export function ProposalAndOrderButtons({
  booking,
  busy,
  onAccept,
  onDialog,
}: {
  booking: StepBooking;
  /** A quick decision being sent on the page: the accept button waits on its own, or is off until the answer. */
  busy?: string | null;
  onAccept: () => unknown;
  onDialog: (dialog: 'refuse_proposal' | 'order') => void;
}) {
  const has = (action: StepBooking['actions'][number]) => booking.actions.includes(action);
  return (
    <>
      {has('accept_proposal') && (
        <PendingButton
          variant="contained"
          color="success"
          startIcon={<CheckIcon />}
          disabled={busy != null}
          pending={busy === 'accept_proposal'}
          pendingLabel={t('app.progress.sending')}
          onClick={onAccept}
        >
          {t('bookings.actions.accept_proposal')}
        </PendingButton>
      )}
      {has('refuse_proposal') && (
        <Button variant="outlined" color="error" onClick={() => onDialog('refuse_proposal')}>
          {t('bookings.actions.refuse_proposal')}
        </Button>
      )}
      {has('order_number') && (
        <Button
          variant={booking.status === STATUS.awaiting_purchase_order ? 'contained' : 'outlined'}
          startIcon={<ReceiptLongIcon />}
          onClick={() => onDialog('order')}
        >
          {t('bookings.actions.order_number')}
        </Button>
      )}
    </>
  );
}

/** Cancelling the booking, or asking the agency to cancel it (`request`). */
export function CancelButton({ request, onClick }: { request: boolean; onClick: () => void }) {
  return (
    <Button variant="outlined" color="error" startIcon={<CancelIcon />} onClick={onClick}>
      {t(request ? 'bookings.actions.request_cancellation' : 'bookings.actions.cancel')}
    </Button>
  );
}

/**
 * The open dialog of a booker's step. `after` runs a step's call, then says the words given and reads the booking
 * again; cancelling is the page's own (`onCancel`), which says what the cancellation became.
 */
export function BookerDialogs({
  booking,
  dialog,
  calls,
  after,
  onDialog,
  cancelRequest,
  onCancel,
  token,
}: {
  booking: StepBooking;
  dialog: string | null;
  calls: BookerCalls;
  after: (work: Promise<unknown>, done: string) => Promise<unknown>;
  onDialog: (dialog: 'refuse_proposal' | null) => void;
  cancelRequest: boolean;
  onCancel: (answer: { reason: string; comment: string }) => Promise<unknown>;
  /** The public link's, for the cancellation reasons it may read. */
  token?: string;
}) {
  const close = () => onDialog(null);
  switch (dialog) {
    case 'proposal':
      return (
        <ProposalDialog
          open
          reference={booking.ref}
          proposal={booking.proposal}
          hotel={booking.hotel_name}
          pricePerNight={booking.price_per_night}
          total={booking.total_price}
          amount={booking.amount}
          onClose={close}
          onAccept={() => after(calls.answerProposal('accept_proposal'), t('bookings.decided.accept_proposal'))}
          onRefuse={() => onDialog('refuse_proposal')}
        />
      );
    case 'refuse_proposal':
      return (
        <ReasonDialog
          open
          title={t('bookings.deny.title_proposal', { ref: booking.ref })}
          onClose={close}
          onSubmit={(reason) => after(calls.answerProposal('refuse_proposal', reason), t('bookings.decided.refuse_proposal'))}
        />
      );
    case 'order':
      return (
        <OrderNumberDialog
          open
          pattern={booking.company?.order_number_pattern ?? null}
          label={booking.company?.order_number_label ?? null}
          initial={booking.order_number}
          onClose={close}
          onSubmit={({ value, file, onProgress }) => after(calls.saveOrderNumber(value, file, onProgress), t('bookings.order.saved'))}
        />
      );
    case 'cancel':
      return <CancelDialog open token={token} reference={booking.ref} online={booking.is_online} request={cancelRequest} onClose={close} onSubmit={onCancel} />;
    default:
      return null;
  }
}
