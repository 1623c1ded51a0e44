import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { apiFetch, submitErrors } from '../../common/api.ts';
import { ErrorSummary } from '../../common/ErrorSummary.tsx';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { PendingButton } from '../../common/PendingButton.tsx';
import { UploadProgress, useUploadProgress } from '../../common/UploadProgress.tsx';
import { MESSAGE_CONTENT_MAX, MESSAGE_SUBJECT_MAX } from '../../entities/messageRules.ts';
import { AttachmentPicker, fileProblem } from '../../common/AttachmentPicker.tsx';
import { sendMessage } from './messagesApi.ts';
import type { FromSchema } from 'json-schema-to-ts';
import type { bookingDetailSchema } from '../../entities/bookingDetailReplies.ts';

/** The booking a message is about, as GET /backend/api/me/booking/:id answers it. */
type BookingDetail = FromSchema<typeof bookingDetailSchema>;

/**
 * /message/create/{id?}: a new message to the agency, about the booking `id` when there is one, with one attachment of
 * 10 MB at most. Sent, it opens the conversation.
 */
export function MessageCreatePage() {
  const { id } = useParams();
  const bookingId = id && /^\d+$/.test(id) ? Number(id) : null;
  const navigate = useNavigate();
  const [booking, setBooking] = useState<Pick<BookingDetail, 'id' | 'ref'> | null>(null);
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string | number>>({});
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const upload = useUploadProgress();

  useEffect(() => {
    if (!bookingId) return;
    apiFetch<BookingDetail>(`/api/me/booking/${bookingId}`).then(
      ({ data }) => {
        setBooking({ id: data.id, ref: data.ref });
        setSubject((current) => current || t('messages.form.subject_booking', { ref: data.ref }));
      },
      // A booking the user may not see is not named; the message still goes to the agency.
      () => setBooking(null),
    );
  }, [bookingId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string | number> = {};
    if (!subject.trim()) problems.subject = 10;
    if (!content.trim()) problems.content = 10;
    const fileCode = fileProblem(file);
    if (fileCode) problems.file = fileCode;
    setErrors(problems);
    if (Object.keys(problems).length) return setAttempt((count) => count + 1);
    setBusy(true);
    try {
      const thread = await upload.track((onProgress) => sendMessage({ subject, content, booking: booking?.id }, file, onProgress));
      navigate(`/message/list?id=${thread}`);
    } catch (error) {
      const { fields, code } = submitErrors(error);
      setErrors({ ...fields, _: code });
      if (Object.keys(fields).length > 0) setAttempt((count) => count + 1);
      setBusy(false);
    }
  };

  const { _: general, ...fieldErrors } = errors;
  const fieldError = (name: string) => (errors[name] !== undefined ? errorMessage(errors[name]) : undefined);
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <div>
        <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
          {t('messages.form.title')}
        </Typography>
        <Typography color="text.secondary">{t('messages.form.intro')}</Typography>
      </div>
      <Paper component="form" variant="outlined" onSubmit={submit} noValidate sx={{ p: { xs: 2, sm: 3 } }} data-testid="message-form">
        <Stack spacing={2.5}>
          <ErrorSummary errors={fieldErrors} attempt={attempt} />
          {booking && (
            <Box>
              <Chip label={t('messages.form.booking', { ref: booking.ref })} />
            </Box>
          )}
          <TextField
            label={t('messages.form.subject')}
            name="subject"
            required
            fullWidth
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            error={Boolean(errors.subject)}
            helperText={fieldError('subject')}
            slotProps={{ htmlInput: { maxLength: MESSAGE_SUBJECT_MAX } }}
          />
          <TextField
            label={t('messages.form.content')}
            name="content"
            required
            fullWidth
            multiline
            minRows={6}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            error={Boolean(errors.content)}
            helperText={fieldError('content')}
            slotProps={{ htmlInput: { maxLength: MESSAGE_CONTENT_MAX } }}
          />
          <AttachmentPicker
            file={file}
            onChange={setFile}
            error={errors.file}
            label={t('messages.form.attach')}
            hint={t('messages.form.attachment_hint')}
            disabled={busy}
          />
          <UploadProgress percent={file ? upload.percent : null} />
          {general !== undefined && !errors.subject && !errors.content && !errors.file && <Alert severity="error">{errorMessage(general)}</Alert>}
          <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
            <PendingButton type="submit" variant="contained" startIcon={<SendIcon />} pending={busy} pendingLabel={t('app.progress.sending')}>
              {t('messages.form.send')}
            </PendingButton>
            <Button component={RouterLink} to="/message/list">
              {t('messages.form.cancel')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}
