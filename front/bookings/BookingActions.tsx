import { Button, Stack } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/Edit';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import MailIcon from '@mui/icons-material/Mail';
import { Link as RouterLink } from 'react-router-dom';
import { PendingButton } from '../../common/PendingButton.tsx';
import { t } from '../../common/i18n/index.ts';
import type { BookingAction } from '../../entities/bookingFlow.ts';
import { STATUS } from '../../entities/bookingStatus.ts';
import { Section } from '../shared/DetailParts.tsx';
import { AbandonLink } from './BookingCalls.tsx';
import { CancelButton, ProposalAndOrderButtons } from './BookerSteps.tsx';
import type { BookingDetail } from './bookingsApi.ts';

/** The dialogs the booking's page opens, each for one step. */
export type BookingDialog = 'cancel' | 'forward' | 'order' | 'proposal' | 'deny' | 'refuse_proposal' | 'modification' | 'edit_impossible';
/** The decisions taken with one click, without a dialog. */
export type QuickDecision = 'allow' | 'validate' | 'accept_proposal';

/** The actions column of a booking's page: a button for each step the caller may take in the booking's status. */
export function ActionsSection({
  booking,
  busy,
  onDecide,
  onDialog,
  onEdit,
  onFinalise,
  onDuplicate,
  onAbandoned,
}: {
  booking: BookingDetail;
  /** The quick decision being sent: its button waits, the others are off until the answer. */
  busy: QuickDecision | null;
  onDecide: (decision: QuickDecision) => void;
  onDialog: (dialog: BookingDialog) => void;
  onEdit: () => void;
  onFinalise: () => void;
  onDuplicate: () => void;
  onAbandoned: () => void;
}) {
  const has = (action: BookingAction) => booking.actions.includes(action);
  const managerAllow =
    booking.manager_view &&
    booking.status === STATUS.awaiting_authorisation &&
    (['allow', 'book', 'await_order_number', 'await_validation'] as const).some(has);
  const canCancel = has('cancel') || has('request_cancellation');
  return (
    <Section title={t('bookings.detail.actions')} testId="booking-actions">
      <Stack spacing={1}>
        {managerAllow && (
          <PendingButton
            variant="contained"
            color="success"
            startIcon={<CheckIcon />}
            disabled={busy !== null}
            pending={busy === 'allow'}
            pendingLabel={t('app.progress.sending')}
            onClick={() => onDecide('allow')}
          >
            {t('bookings.actions.allow')}
          </PendingButton>
        )}
        {booking.manager_view && has('validate') && (
          <PendingButton
            variant="contained"
            color="success"
            startIcon={<CheckIcon />}
            disabled={busy !== null}
            pending={busy === 'validate'}
            pendingLabel={t('app.progress.sending')}
            onClick={() => onDecide('validate')}
          >
            {t('bookings.actions.validate')}
          </PendingButton>
        )}
        {has('deny') && (
          <Button variant="outlined" color="error" onClick={() => onDialog('deny')}>
            {t('bookings.actions.deny')}
          </Button>
        )}
        <ProposalAndOrderButtons booking={booking} busy={busy} onAccept={() => onDecide('accept_proposal')} onDialog={onDialog} />
        {has('finalise') && (
          <Button variant="contained" onClick={onFinalise}>
            {t('bookings.actions.finalise')}
          </Button>
        )}
        {has('edit') && (
          <Button variant="outlined" startIcon={<EditIcon />} onClick={onEdit}>
            {t('bookings.actions.edit')}
          </Button>
        )}
        {has('request_modification') && (
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => onDialog('modification')}>
            {t('bookings.actions.request_modification')}
          </Button>
        )}
        {has('duplicate') && (
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={onDuplicate}>
            {t('bookings.actions.duplicate')}
          </Button>
        )}
        {has('forward_voucher') && (
          <Button variant="outlined" startIcon={<ForwardToInboxIcon />} onClick={() => onDialog('forward')}>
            {t('bookings.actions.forward_voucher')}
          </Button>
        )}
        {/* A mail to the company's agent about this booking, its reference as subject. */}
        {has('contact_agency') && booking.agency && (
          <Button variant="outlined" startIcon={<MailIcon />} component={RouterLink} to={`/message/create/${booking.id}`}>
            {t('bookings.actions.contact_agency')}
          </Button>
        )}
        {canCancel && <CancelButton request={!has('cancel')} onClick={() => onDialog('cancel')} />}
        {has('abandon') && <AbandonLink bookingId={booking.id} reference={booking.ref} onDone={onAbandoned} />}
      </Stack>
    </Section>
  );
}
