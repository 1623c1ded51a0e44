import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { ErrorCode } from '../../entities/errors.ts';
import { formatMoney } from '../../common/format.ts';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { PendingButton } from '../../common/PendingButton.tsx';
import { FormDialog } from '../shared/FormDialog.tsx';
import { cancellationReasons } from './bookingsApi.ts';
import { failureText, type Submitting, useCheckedField, useSubmission } from './dialogHooks.ts';

// The dialogs of a booking's steps: cancelling, refusing or asking a change with a reason, answering a proposal. The
// documents' dialogs are in DocumentDialogs.tsx.

/** Cancellation needs a reason (from the server's list) and takes a comment; a public page passes its link token. */
export function CancelDialog({
  open,
  onClose,
  onSubmit,
  reference,
  online,
  request,
  token,
}: Submitting<{ reason: string; comment: string }> & { reference: string; online: boolean; request: boolean; token?: string }) {
  const [reasons, setReasons] = useState<string[]>([]);
  const reason = useCheckedField();
  const [comment, setComment] = useState('');
  const { busy, error, run } = useSubmission();

  useEffect(() => {
    if (open && reasons.length === 0) cancellationReasons(token).then(setReasons, () => setReasons([]));
  }, [open, reasons.length, token]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.value) {
      reason.flag(true);
      return;
    }
    void run(() => onSubmit({ reason: reason.value, comment }));
  };
  return (
    <FormDialog
      name="cancel"
      open={open}
      onClose={onClose}
      onSubmit={submit}
      title={t(request ? 'bookings.cancel.title_request' : 'bookings.cancel.title', { ref: reference })}
      cancel={t('bookings.cancel.keep')}
      confirm={t('bookings.cancel.confirm')}
      tone="error"
      busy={busy}
      pendingLabel={t('app.progress.sending')}
    >
      <DialogContentText sx={{ mb: 2 }}>{t(online ? 'bookings.cancel.intro_online' : 'bookings.cancel.intro_offline')}</DialogContentText>
      <Stack spacing={2}>
        <TextField
          select
          required
          label={t('bookings.cancel.reason')}
          value={reason.value}
          onChange={reason.onChange}
          error={reason.flagged}
          helperText={reason.flagged ? errorMessage(ErrorCode.FIELD_REQUIRED) : ' '}
        >
          {reasons.map((key) => (
            <MenuItem key={key} value={key}>
              {t(`resources.booking.enums.cancellation_reason.${key}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('bookings.cancel.comment')}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        {error !== null && <Alert severity="error">{failureText(error)}</Alert>}
      </Stack>
    </FormDialog>
  );
}

/**
 * A step that must say why or what: a refusal (a manager's deny, a booker's refused proposal), or the change asked of
 * the agency (then with its own field label and button).
 */
export function ReasonDialog({
  open,
  onClose,
  onSubmit,
  title,
  label = t('bookings.deny.reason'),
  confirm = t('bookings.deny.confirm'),
  tone = 'error',
}: Submitting<string> & {
  title: string;
  label?: string;
  confirm?: string;
  tone?: 'error' | 'primary';
}) {
  const reason = useCheckedField();
  const { busy, error, run } = useSubmission();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.value.trim()) {
      reason.flag(true);
      return;
    }
    void run(() => onSubmit(reason.value.trim()));
  };
  return (
    <FormDialog
      name="reason"
      open={open}
      onClose={onClose}
      onSubmit={submit}
      title={title}
      cancel={t('bookings.deny.cancel')}
      confirm={confirm}
      tone={tone}
      busy={busy}
      pendingLabel={t('app.progress.sending')}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          autoFocus
          required
          multiline
          minRows={2}
          label={label}
          value={reason.value}
          onChange={reason.onChange}
          error={reason.flagged}
          helperText={reason.flagged ? errorMessage(ErrorCode.FIELD_REQUIRED) : ' '}
        />
        {error !== null && <Alert severity="error">{failureText(error)}</Alert>}
      </Stack>
    </FormDialog>
  );
}

/**
 * The agency's proposal for an offline request, to answer: accepting it is one click (the button waits for the
 * answer); refusing needs a reason, asked in the refusal dialog `onRefuse` opens.
 */
export function ProposalDialog({
  open,
  onClose,
  onAccept,
  onRefuse,
  reference,
  proposal,
  hotel,
  pricePerNight,
  total,
  amount,
}: {
  open: boolean;
  onClose(): void;
  onAccept(): Promise<unknown>;
  onRefuse(): void;
  reference: string;
  proposal: string | null;
  hotel: string | null;
  pricePerNight: number | null;
  total: number | null;
  /** The stay's price plus the booking fees. */
  amount: number | null;
}) {
  const { busy, error, run } = useSubmission();
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} fullWidth maxWidth="sm" aria-labelledby="proposal-title">
      <DialogTitle id="proposal-title">{t('bookings.proposal.title', { ref: reference })}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <DialogContentText>{t('bookings.proposal.intro')}</DialogContentText>
          {proposal && (
            <Typography data-testid="proposal-text" sx={{ whiteSpace: 'pre-line' }}>
              {proposal}
            </Typography>
          )}
          {hotel && <Typography variant="body2">{t('bookings.proposal.hotel', { hotel })}</Typography>}
          {pricePerNight !== null && <Typography variant="body2">{t('bookings.proposal.per_night', { price: formatMoney(pricePerNight) })}</Typography>}
          {total !== null && <Typography variant="body2">{t('bookings.proposal.total', { price: formatMoney(total) })}</Typography>}
          {amount !== null && amount !== total && (
            <Typography variant="body2" sx={{ fontWeight: 'bold' }}>
              {t('bookings.proposal.amount', { price: formatMoney(amount) })}
            </Typography>
          )}
          {error !== null && <Alert severity="error">{failureText(error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('bookings.proposal.later')}
        </Button>
        <Button variant="outlined" color="error" onClick={onRefuse} disabled={busy}>
          {t('bookings.actions.refuse_proposal')}
        </Button>
        <PendingButton variant="contained" color="success" pending={busy} pendingLabel={t('app.progress.sending')} onClick={() => run(onAccept)}>
          {t('bookings.actions.accept_proposal')}
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
}

/** An online booking is not edited: the dialog says so, with the way out. */
export function EditImpossibleDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="edit-impossible-title">
      <DialogTitle id="edit-impossible-title">{t('bookings.edit_impossible.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('bookings.edit_impossible.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('bookings.actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
