import SendIcon from '@mui/icons-material/Send';
import { Box, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { apiFetch } from '../../common/api.ts';
import { ErrorSummary } from '../../common/ErrorSummary.tsx';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { PendingButton } from '../../common/PendingButton.tsx';
import { MessageBodyFields, useMessageBody } from '../../common/MessageBody.tsx';
import { MESSAGE_SUBJECT_MAX } from '../../entities/messageRules.ts';
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
  const body = useMessageBody();

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
    if (!body.passes(subject.trim() ? {} : { subject: 10 })) return;
    body.setBusy(true);
    try {
      const thread = await body.upload.track((onProgress) => sendMessage({ subject, content: body.content, booking: booking?.id }, body.file, onProgress));
      navigate(`/message/list?id=${thread}`);
    } catch (error) {
      body.refused(error);
      body.setBusy(false);
    }
  };

  const { fields } = body;
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
          <ErrorSummary errors={fields} attempt={body.attempt} />
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
            error={Boolean(fields.subject)}
            helperText={fields.subject !== undefined ? errorMessage(fields.subject) : undefined}
            slotProps={{ htmlInput: { maxLength: MESSAGE_SUBJECT_MAX } }}
          />
          <MessageBodyFields body={body} label={t('messages.form.content')} required minRows={6} />
          <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
            <PendingButton type="submit" variant="contained" startIcon={<SendIcon />} pending={body.busy} pendingLabel={t('app.progress.sending')}>
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
