import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { type FormEvent, useState } from 'react';
import { ORDER_FILE_MAX_BYTES } from '../../entities/bookingRules.ts';
import { ErrorCode } from '../../entities/errors.ts';
import { matchesOrderNumber, patternExample } from '../../entities/patterns.ts';
import { ApiError } from '../../common/api.ts';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { UploadProgress, useUploadProgress } from '../../common/UploadProgress.tsx';
import { FormDialog } from '../shared/FormDialog.tsx';
import { failureText, type Submitting, useCheckedField, useSubmission } from './dialogHooks.ts';

// The dialogs of a booking's documents: forwarding its voucher, entering its purchase order.

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** The addresses of a "to" field, several separated by semicolons, as the server reads them; null when one is not an address. */
export function addressesOf(text: string): string[] | null {
  const addresses = text
    .split(';')
    .map((address) => address.trim())
    .filter(Boolean);
  return addresses.length && addresses.every((address) => EMAIL.test(address)) ? addresses : null;
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
    <FormDialog
      name="forward"
      open={open}
      onClose={onClose}
      onSubmit={submit}
      title={t('bookings.forward.title')}
      cancel={t('bookings.forward.cancel')}
      confirm={t('bookings.forward.send')}
      busy={busy}
      pendingLabel={t('app.progress.sending')}
    >
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
export function OrderNumberDialog({
  open,
  onClose,
  onSubmit,
  pattern,
  label,
  initial,
}: Submitting<{ value: string; file: File | null; onProgress(fraction: number): void }> & {
  pattern: string | null;
  label: string | null;
  initial: string | null;
}) {
  const [value, setValue] = useState(initial ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ value?: number; file?: number }>({});
  const { busy, error, setError, run } = useSubmission();
  const upload = useUploadProgress();
  const serverErrors = error instanceof ApiError ? (error.errors ?? {}) : {};
  // Each refused save: the summary of what is wrong takes the focus.
  const [attempt, setAttempt] = useState(0);
  const refused = () => setAttempt((count) => count + 1);

  const pick = (chosen: File | null) => {
    setFile(chosen);
    setErrors((previous) => ({
      ...previous,
      file: !chosen
        ? undefined
        : !/\.pdf$/i.test(chosen.name)
          ? ErrorCode.BAD_FILE_FORMAT
          : chosen.size > ORDER_FILE_MAX_BYTES
            ? ErrorCode.FILE_TOO_LARGE
            : undefined,
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
    <FormDialog
      name="order"
      open={open}
      onClose={onClose}
      onSubmit={submit}
      title={label || t('bookings.order.title')}
      cancel={t('bookings.order.cancel')}
      confirm={t('bookings.order.save')}
      busy={busy}
      pendingLabel={t('app.progress.saving')}
      errors={summary}
      attempt={attempt}
    >
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
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('bookings.order.file')}
          </Typography>
          <Button component="label" variant="outlined" startIcon={<AttachFileIcon />} disabled={busy}>
            {file?.name ?? t('bookings.order.choose')}
            <input
              hidden
              type="file"
              name="file"
              accept="application/pdf,.pdf"
              data-testid="order-file"
              onChange={(event) => pick(event.target.files?.[0] ?? null)}
            />
          </Button>
          {fileError !== undefined && (
            <Typography color="error" variant="body2" sx={{ mt: 1 }}>
              {errorMessage(fileError)}
            </Typography>
          )}
        </div>
        <UploadProgress percent={file ? upload.percent : null} />
        {error !== null && !serverErrors.value && !serverErrors.file && <Alert severity="error">{failureText(error)}</Alert>}
      </Stack>
    </FormDialog>
  );
}
