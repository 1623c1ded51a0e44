import DownloadIcon from '@mui/icons-material/Download';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Chip, LinearProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useCallback, useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ApiError } from '../../common/api.ts';
import { formatDateTime } from '../../common/format.ts';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { PendingButton } from '../../common/PendingButton.tsx';
import { UploadProgress, useUploadProgress } from '../../common/UploadProgress.tsx';
import { MESSAGE_CONTENT_MAX } from '../../entities/messageRules.ts';
import { AttachmentPicker, fileProblem, fileSize } from './AttachmentPicker.tsx';
import { downloadAttachment, getThread, markSeen, sendReply, type Thread, type ThreadMessage } from './messagesApi.ts';
import { unseenMessages } from './unseen.ts';

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : 'unknown');

function Bubble({ message }: { message: ThreadMessage }) {
  const [failure, setFailure] = useState<string | number | null>(null);
  const mine = !message.from_agency;
  return (
    <Box sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}>
      <Paper
        variant="outlined"
        data-testid="thread-message"
        data-from={mine ? 'user' : 'agency'}
        sx={{ p: 1.5, maxWidth: { xs: '92%', sm: '80%' }, minWidth: 0, bgcolor: (theme) => (mine ? alpha(theme.palette.primary.main, 0.07) : theme.palette.grey[50]), borderColor: mine ? 'primary.light' : 'divider' }}
      >
        <Stack direction="row" useFlexGap sx={{ gap: 1, alignItems: 'baseline', flexWrap: 'wrap', mb: 0.5 }}>
          <Typography variant="subtitle2" component="span">{mine ? t('messages.thread.you') : message.author || t('messages.thread.agency')}</Typography>
          {!mine && message.author && <Typography variant="caption" color="text.secondary">{t('messages.thread.agency')}</Typography>}
          <Typography variant="caption" color="text.secondary">{formatDateTime(message.date)}</Typography>
        </Stack>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.content}</Typography>
        {message.file && (
          <PendingButton
            size="small"
            startIcon={<DownloadIcon />}
            sx={{ mt: 1, textTransform: 'none', maxWidth: '100%', justifyContent: 'flex-start', textAlign: 'left', overflowWrap: 'anywhere' }}
            onClick={() => downloadAttachment(message.id, message.file!.name).catch((error: unknown) => setFailure(codeOf(error)))}
            aria-label={t('messages.thread.download', { name: message.file.name })}
            pendingLabel={t('app.progress.downloading')}
          >
            {`${message.file.name} (${fileSize(message.file.size)})`}
          </PendingButton>
        )}
        {failure !== null && <Alert severity="error" sx={{ mt: 1 }}>{errorMessage(failure)}</Alert>}
      </Paper>
    </Box>
  );
}

/** One conversation: every message oldest first, what the agency wrote marked seen on opening, and the reply form. */
export function ThreadView({ id, onChanged }: { id: number; onChanged(): void }) {
  const [thread, setThread] = useState<Thread | null>(null);
  const [failure, setFailure] = useState<string | number | null>(null);
  const [content, setContent] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string | number>>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const upload = useUploadProgress();

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
      setFailure(codeOf(error));
    }
    return false;
  }, [id]);
  // The parent passes a new callback on every render: reopening the thread then would wipe the reply being typed.
  const seen = useEffectEvent(onChanged);

  useEffect(() => {
    setThread(null);
    setContent('');
    setFile(null);
    setErrors({});
    setSent(false);
    void load().then((marked) => marked && seen());
  }, [load]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string | number> = {};
    if (!content.trim()) problems.content = 10;
    const fileCode = fileProblem(file);
    if (fileCode) problems.file = fileCode;
    setErrors(problems);
    setSent(false);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      await upload.track((onProgress) => sendReply(id, content, file, onProgress));
      setContent('');
      setFile(null);
      setSent(true);
      await load();
      onChanged();
    } catch (error) {
      setErrors(error instanceof ApiError ? { ...(error.errors ?? {}), _: error.code } : { _: 'unknown' });
    } finally {
      setBusy(false);
    }
  };

  if (failure !== null) return <Alert severity="error">{errorMessage(failure)}</Alert>;
  if (!thread) return <LinearProgress aria-label={t('messages.list.loading')} />;
  return (
    <Stack spacing={2} data-testid="message-thread">
      <div>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.35rem', overflowWrap: 'anywhere' }}>{thread.subject}</Typography>
        {thread.booking_id && thread.booking_ref && (
          <Chip size="small" sx={{ mt: 1 }} component={RouterLink} to={`/booking/${thread.booking_id}/show`} clickable label={t('messages.list.booking', { ref: thread.booking_ref })} />
        )}
      </div>
      <Stack spacing={1.5}>
        {thread.messages.map((message) => <Bubble key={message.id} message={message} />)}
      </Stack>
      <Paper component="form" variant="outlined" onSubmit={submit} noValidate sx={{ p: 2 }} data-testid="reply-form">
        <Stack spacing={1.5}>
          <TextField
            label={t('messages.thread.reply')}
            placeholder={t('messages.thread.reply_placeholder')}
            name="content"
            multiline
            minRows={3}
            fullWidth
            value={content}
            onChange={(event) => setContent(event.target.value)}
            error={Boolean(errors.content)}
            helperText={errors.content ? errorMessage(errors.content) : undefined}
            slotProps={{ htmlInput: { maxLength: MESSAGE_CONTENT_MAX } }}
          />
          <AttachmentPicker file={file} onChange={setFile} error={errors.file} label={t('messages.form.attach')} hint={t('messages.form.attachment_hint')} disabled={busy} />
          <UploadProgress percent={file ? upload.percent : null} />
          {errors._ !== undefined && !errors.content && !errors.file && <Alert severity="error">{errorMessage(errors._)}</Alert>}
          {sent && <Alert severity="success">{t('messages.thread.sent')}</Alert>}
          <Box>
            <PendingButton type="submit" variant="contained" startIcon={<SendIcon />} pending={busy} pendingLabel={t('app.progress.sending')}>{t('messages.thread.send')}</PendingButton>
          </Box>
        </Stack>
      </Paper>
    </Stack>
  );
}
