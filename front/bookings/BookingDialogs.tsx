import {
  Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, Stack, TextField, Typography,
} from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { type FormEvent, useEffect, useState } from 'react';
import { ErrorCode } from '../../entities/errors.ts';
import { matchesOrderNumber, patternExample } from '../../entities/patterns.ts';
import { ApiError, failureCode } from '../../common/api.ts';
import { formatMoney } from '../../common/format.ts';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { PendingButton } from '../../common/PendingButton.tsx';
import { UploadProgress, useUploadProgress } from '../../common/UploadProgress.tsx';
import { FormDialog } from '../shared/FormDialog.tsx';
import { cancellationReasons } from './bookingsApi.ts';

/** Purchase-order PDF: 2 MB at most, as the server checks. */
const ORDER_FILE_MAX_BYTES = 2 * 1024 * 1024;
const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** The addresses of a "to" field, several separated by semicolons, as the server reads them; null when one is not an address. */
export function addressesOf(text: string): string[] | null {
  const addresses = text.split(';').map((address) => address.trim()).filter(Boolean);
  return addresses.length && addresses.every((address) => EMAIL.test(address)) ? addresses : null;
}

const failureText = (error: unknown) => errorMessage(failureCode(error));

interface Submitting<T> {
  open: boolean;
  onClose(): void;
  onSubmit(value: T): Promise<unknown>;
}

/** Runs a dialog's submission: the button waits, a refusal shows under the fields with the server's code; says whether it went through. */
function useSubmission() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  async function run(work: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await work();
      return true;
    } catch (failure) {
      setError(failure);
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, setError, run };
}

/** A field checked on submit: a refused value is flagged until the user types again. */
function useCheckedField() {
  const [value, setValue] = useState('');
  const [flagged, flag] = useState(false);
  const onChange = (event: { target: { value: string } }) => {
    setValue(event.target.value);
    flag(false);
  };
  return { value, flagged, flag, onChange };
}

/** Cancellation needs a reason (from the server's list) and takes a comment; a public page passes its link token. */
export function CancelDialog({ open, onClose, onSubmit, reference, online, request, token }: Submitting<{ reason: string; comment: string }> & { reference: string; online: boolean; request: boolean; token?: string }) {
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
          {reasons.map((key) => <MenuItem key={key} value={key}>{t(`resources.booking.enums.cancellation_reason.${key}`)}</MenuItem>)}
        </TextField>
        <TextField label={t('bookings.cancel.comment')} value={comment} onChange={(event) => setComment(event.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 2000 } }} />
        {error !== null && <Alert severity="error">{failureText(error)}</Alert>}
      </Stack>
    </FormDialog>
  );
}

/** Forwarding the voucher: the addresses are checked here as the server checks them (code 140). */
export function ForwardVoucherDialog({ open, onClose, onSubmit }: Submitting<string>) {
  const to = useCheckedField();
  const { busy, error, run } = useSubmission();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!addressesOf(to.value)) {
      to.flag(true);
      return;
    }
    void run(() => onSubmit(to.value));
  };
  return (
    <FormDialog name="forward" open={open} onClose={onClose} onSubmit={submit} title={t('bookings.forward.title')} cancel={t('bookings.forward.cancel')} confirm={t('bookings.forward.send')} busy={busy} pendingLabel={t('app.progress.sending')}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          autoFocus
          label={t('bookings.forward.to')}
          value={to.value}
          onChange={to.onChange}
          error={to.flagged}
          helperText={to.flagged ? errorMessage(ErrorCode.EMAIL_REQUIRED) : t('bookings.forward.hint')}
          placeholder="anne@exemple.fr; paul@exemple.fr"
        />
        {error !== null && <Alert severity="error">{failureText(error)}</Alert>}
      </Stack>
    </FormDialog>
  );
}

/**
 * The purchase order: a value matching the company's pattern, and optionally its PDF (2 MB at most), whose upload
 * shows its progress.
 */
export function OrderNumberDialog({ open, onClose, onSubmit, pattern, label, initial }: Submitting<{ value: string; file: File | null; onProgress(fraction: number): void }> & { pattern: string | null; label: string | null; initial: string | null }) {
  const [value, setValue] = useState(initial ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ value?: number; file?: number }>({});
  const { busy, error, setError, run } = useSubmission();
  const upload = useUploadProgress();
  const serverErrors = error instanceof ApiError ? error.errors ?? {} : {};
  // Each refused save: the summary of what is wrong takes the focus.
  const [attempt, setAttempt] = useState(0);
  const refused = () => setAttempt((count) => count + 1);

  const pick = (chosen: File | null) => {
    setFile(chosen);
    setErrors((previous) => ({
      ...previous,
      file: !chosen ? undefined : !/\.pdf$/i.test(chosen.name) ? ErrorCode.BAD_FILE_FORMAT : chosen.size > ORDER_FILE_MAX_BYTES ? ErrorCode.FILE_TOO_LARGE : undefined,
    }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valueError = !value.trim() ? ErrorCode.FIELD_REQUIRED : !matchesOrderNumber(value.trim(), pattern) ? ErrorCode.BAD_FORMAT : undefined;
    setErrors((previous) => ({ ...previous, value: valueError }));
    if (valueError || errors.file) return refused();
    void run(() => upload.track((onProgress) => onSubmit({ value: value.trim(), file, onProgress }))).then((done) => done || refused());
  };
  const valueError = errors.value ?? serverErrors.value;
  const fileError = errors.file ?? serverErrors.file;
  const summary = Object.fromEntries(Object.entries({ value: valueError, file: fileError }).filter(([, code]) => code !== undefined));
  return (
    <FormDialog name="order" open={open} onClose={onClose} onSubmit={submit} title={label || t('bookings.order.title')} cancel={t('bookings.order.cancel')} confirm={t('bookings.order.save')} busy={busy} pendingLabel={t('app.progress.saving')} errors={summary} attempt={attempt}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          autoFocus
          required
          name="value"
          label={t('bookings.order.value')}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setErrors((previous) => ({ ...previous, value: undefined }));
            setError(null);
          }}
          error={valueError !== undefined}
          helperText={valueError !== undefined ? errorMessage(valueError) : pattern ? t('app.format_example', { example: patternExample(pattern) }) : ' '}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <div>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t('bookings.order.file')}</Typography>
          <Button component="label" variant="outlined" startIcon={<AttachFileIcon />} disabled={busy}>
            {file?.name ?? t('bookings.order.choose')}
            <input hidden type="file" name="file" accept="application/pdf,.pdf" data-testid="order-file" onChange={(event) => pick(event.target.files?.[0] ?? null)} />
          </Button>
          {fileError !== undefined && <Typography color="error" variant="body2" sx={{ mt: 1 }}>{errorMessage(fileError)}</Typography>}
        </div>
        <UploadProgress percent={file ? upload.percent : null} />
        {error !== null && !serverErrors.value && !serverErrors.file && <Alert severity="error">{failureText(error)}</Alert>}
      </Stack>
    </FormDialog>
  );
}

/**
 * A step that must say why or what: a refusal (a manager's deny, a booker's refused proposal), or the change asked of
 * the agency (then with its own field label and button).
 */
export function ReasonDialog({ open, onClose, onSubmit, title, label = t('bookings.deny.reason'), confirm = t('bookings.deny.confirm'), tone = 'error' }: Submitting<string> & {
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
    <FormDialog name="reason" open={open} onClose={onClose} onSubmit={submit} title={title} cancel={t('bookings.deny.cancel')} confirm={confirm} tone={tone} busy={busy} pendingLabel={t('app.progress.sending')}>
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
export function ProposalDialog({ open, onClose, onAccept, onRefuse, reference, proposal, hotel, pricePerNight, total }: {
  open: boolean;
  onClose(): void;
  onAccept(): Promise<unknown>;
  onRefuse(): void;
  reference: string;
  proposal: string | null;
  hotel: string | null;
  pricePerNight: number | null;
  total: number | null;
}) {
  const { busy, error, run } = useSubmission();
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} fullWidth maxWidth="sm" aria-labelledby="proposal-title">
      <DialogTitle id="proposal-title">{t('bookings.proposal.title', { ref: reference })}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <DialogContentText>{t('bookings.proposal.intro')}</DialogContentText>
          {proposal && <Typography data-testid="proposal-text" sx={{ whiteSpace: 'pre-line' }}>{proposal}</Typography>}
          {hotel && <Typography variant="body2">{t('bookings.proposal.hotel', { hotel })}</Typography>}
          {pricePerNight !== null && <Typography variant="body2">{t('bookings.proposal.per_night', { price: formatMoney(pricePerNight) })}</Typography>}
          {total !== null && <Typography variant="body2">{t('bookings.proposal.total', { price: formatMoney(total) })}</Typography>}
          {error !== null && <Alert severity="error">{failureText(error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>{t('bookings.proposal.later')}</Button>
        <Button variant="outlined" color="error" onClick={onRefuse} disabled={busy}>{t('bookings.actions.refuse_proposal')}</Button>
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
        <Button onClick={onClose} variant="contained">{t('bookings.actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
