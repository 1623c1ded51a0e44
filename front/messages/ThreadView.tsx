import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Chip, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { failureCode } from '../../common/api.ts';
import { downloadAttachment, fileSize } from '../../common/AttachmentPicker.tsx';
import { formatDateTime } from '../../common/format.ts';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { PendingButton } from '../../common/PendingButton.tsx';
import { ReplyForm } from '../../common/ReplyForm.tsx';
import type { Thread, ThreadMessage } from '../../entities/messageReplies.ts';
import { getThread, markSeen } from './messagesApi.ts';
import { unseenMessages } from './unseen.ts';

function Bubble({ message }: { message: ThreadMessage }) {
  const [failure, setFailure] = useState<string | number | null>(null);
  const mine = !message.from_agency;
  return (
    <Box sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}>
      <Paper
        variant="outlined"
        data-testid="thread-message"
        data-from={mine ? 'user' : 'agency'}
        sx={{
          p: 1.5,
          maxWidth: { xs: '92%', sm: '80%' },
          minWidth: 0,
          bgcolor: (theme) => (mine ? alpha(theme.palette.primary.main, 0.07) : theme.palette.grey[50]),
          borderColor: mine ? 'primary.light' : 'divider',
        }}
      >
        <Stack direction="row" useFlexGap sx={{ gap: 1, alignItems: 'baseline', flexWrap: 'wrap', mb: 0.5 }}>
          <Typography variant="subtitle2" component="span">
            {mine ? t('messages.thread.you') : message.author || t('messages.thread.agency')}
          </Typography>
          {!mine && message.author && (
            <Typography variant="caption" color="text.secondary">
              {t('messages.thread.agency')}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            {formatDateTime(message.date)}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.content}
        </Typography>
        {message.file && (
          <PendingButton
            size="small"
            startIcon={<DownloadIcon />}
            sx={{ mt: 1, textTransform: 'none', maxWidth: '100%', justifyContent: 'flex-start', textAlign: 'left', overflowWrap: 'anywhere' }}
            onClick={() => downloadAttachment(message.id, message.file!.name).catch((error: unknown) => setFailure(failureCode(error)))}
            aria-label={t('messages.thread.download', { name: message.file.name })}
            pendingLabel={t('app.progress.downloading')}
          >
            {`${message.file.name} (${fileSize(message.file.size)})`}
          </PendingButton>
        )}
        {failure !== null && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {errorMessage(failure)}
          </Alert>
        )}
      </Paper>
    </Box>
  );
}

/** One conversation: every message oldest first, what the agency wrote marked seen on opening, and the reply form. */
export function ThreadView({ id, onChanged }: { id: number; onChanged(): void }) {
  const [thread, setThread] = useState<Thread | null>(null);
  const [failure, setFailure] = useState<string | number | null>(null);

  /** Loads the thread and marks what the agency wrote seen; true when something was marked. */
  const load = useCallback(async () => {
    try {
      const loaded = await getThread(id);
      setThread(loaded);
      setFailure(null);
      if (loaded.messages.some((message) => message.from_agency && !message.seen)) {
        unseenMessages.set(await markSeen(id));
        return true;
      }
    } catch (error) {
      setFailure(failureCode(error));
    }
    return false;
  }, [id]);
  // The parent passes a new callback on every render: reopening the thread then would wipe the reply being typed.
  const seen = useEffectEvent(onChanged);

  useEffect(() => {
    setThread(null);
    void load().then((marked) => marked && seen());
  }, [load]);

  if (failure !== null) return <Alert severity="error">{errorMessage(failure)}</Alert>;
  if (!thread) return <LinearProgress aria-label={t('messages.list.loading')} />;
  return (
    <Stack spacing={2} data-testid="message-thread">
      <div>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.35rem', overflowWrap: 'anywhere' }}>
          {thread.subject}
        </Typography>
        {thread.booking_id && thread.booking_ref && (
          <Chip
            size="small"
            sx={{ mt: 1 }}
            component={RouterLink}
            to={`/booking/${thread.booking_id}/show`}
            clickable
            label={t('messages.list.booking', { ref: thread.booking_ref })}
          />
        )}
      </div>
      <Stack spacing={1.5}>
        {thread.messages.map((message) => (
          <Bubble key={message.id} message={message} />
        ))}
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {/* Keyed by the conversation: another one opened starts an empty reply. */}
        <ReplyForm
          key={id}
          threadId={id}
          testId="reply-form"
          texts={{
            reply: t('messages.thread.reply'),
            placeholder: t('messages.thread.reply_placeholder'),
            send: t('messages.thread.send'),
            sent: t('messages.thread.sent'),
          }}
          onSent={async () => {
            await load();
            onChanged();
          }}
        />
      </Paper>
    </Stack>
  );
}
