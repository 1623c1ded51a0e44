import AttachFileIcon from '@mui/icons-material/AttachFile';
import DownloadIcon from '@mui/icons-material/Download';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Card, CardContent, Chip, FormHelperText, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Show, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ApiError, apiFetch, downloadFile, uploadFile } from '../../../common/api.ts';
import { formatDateTime } from '../../../common/format.ts';
import { PendingButton } from '../../../common/PendingButton.tsx';
import { UploadProgress, useUploadProgress } from '../../../common/UploadProgress.tsx';
import { entityNamed } from '../../../entities/index.ts';
import { MESSAGE_CONTENT_MAX, MESSAGE_FILE_ACCEPT, MESSAGE_FILE_MAX_BYTES, messageFileType } from '../../../entities/messageRules.ts';
import { errorKey } from '../../dataProvider.ts';
import { ShowActions } from '../../generic/screens.tsx';
import { ShowLayout } from '../../generic/ShowLayout.tsx';

const message = entityNamed('message');
const T = 'messages.admin';
const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : 'unknown');

interface ThreadMessage {
  id: number;
  date: string;
  content: string;
  from_agency: boolean;
  author: string;
  seen: boolean;
  file: { name: string; size: number } | null;
}

const download = (id: number, name: string) => downloadFile(`/api/messages/${id}/file`, name);

/**
 * The whole conversation the message belongs to, oldest first, and the agent's reply (with an attachment of 10 MB at
 * most). Opening it marks what the customer wrote as seen by the agency.
 */
function ThreadPanel() {
  const record = useRecordContext();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [messages, setMessages] = useState<ThreadMessage[] | null>(null);
  const [root, setRoot] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | number | null>(null);
  const [content, setContent] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string | number>>({});
  const [busy, setBusy] = useState(false);
  const upload = useUploadProgress();
  const [sent, setSent] = useState(false);
  const id = record?.id as number | undefined;

  const load = useCallback(async () => {
    if (!id) return;
    try {
      const { data } = await apiFetch<{ id: number; messages: ThreadMessage[] }>(`/api/messages/${id}/thread`);
      setMessages(data.messages);
      setRoot(data.id);
      if (data.messages.some((item) => !item.from_agency && !item.seen)) await apiFetch(`/api/messages/seen/${data.id}`, { method: 'POST' });
    } catch (error) {
      setFailure(codeOf(error));
    }
  }, [id]);

  useEffect(() => {
    void load();
  }, [load]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string | number> = {};
    if (!content.trim()) problems.content = 10;
    if (file && !messageFileType(file.name)) problems.file = 160;
    else if (file && file.size > MESSAGE_FILE_MAX_BYTES) problems.file = 170;
    setErrors(problems);
    setSent(false);
    if (Object.keys(problems).length || !root) return;
    const form = new FormData();
    form.append('content', content);
    if (file) form.append('file', file, file.name);
    setBusy(true);
    try {
      await upload.track((onProgress) => uploadFile(`/api/message/send/child/${root}`, { body: form, onProgress }));
      setContent('');
      setFile(null);
      setSent(true);
      await load();
      refresh();
    } catch (error) {
      setErrors(error instanceof ApiError ? { ...(error.errors ?? {}), _: error.code } : { _: 'unknown' });
    } finally {
      setBusy(false);
    }
  };

  if (!record) return null;
  return (
    <Card sx={{ width: { xs: '100%', md: 440 }, ml: { md: 2 }, mt: { xs: 2, md: 0 }, flexShrink: 0, alignSelf: 'flex-start' }} data-testid="message-thread-panel">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{translate(`${T}.thread`)}</Typography>
        {failure !== null && <Alert severity="error">{translate(errorKey(failure))}</Alert>}
        {!messages && failure === null && <LinearProgress />}
        <Stack spacing={1.5}>
          {messages?.map((item) => (
            <Box
              key={item.id}
              data-testid="admin-thread-message"
              sx={(theme) => ({
                p: 1.5, borderRadius: 1, border: 1, borderColor: 'divider',
                bgcolor: item.from_agency ? alpha(theme.palette.primary.main, 0.07) : theme.palette.background.paper,
                ml: item.from_agency ? 3 : 0, mr: item.from_agency ? 0 : 3,
              })}
            >
              <Stack direction="row" useFlexGap sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
                <Typography variant="subtitle2">{item.author}</Typography>
                <Chip size="small" label={translate(`${T}.${item.from_agency ? 'from_agency' : 'from_user'}`)} color={item.from_agency ? 'primary' : 'default'} variant="outlined" />
                {!item.seen && !item.from_agency && <Chip size="small" color="secondary" label={translate(`${T}.unseen`)} />}
                <Typography variant="caption" color="text.secondary">{formatDateTime(item.date)}</Typography>
              </Stack>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.content}</Typography>
              {item.file && (
                <PendingButton
                  size="small"
                  startIcon={<DownloadIcon />}
                  sx={{ mt: 0.5, textTransform: 'none' }}
                  pendingLabel={translate('app.progress.downloading')}
                  onClick={() => download(item.id, item.file!.name).catch((error: unknown) => setFailure(codeOf(error)))}
                >
                  {translate(`${T}.download`, { name: item.file.name })}
                </PendingButton>
              )}
            </Box>
          ))}
        </Stack>
        {root && (
          <Box component="form" onSubmit={submit} noValidate sx={{ mt: 2 }} data-testid="admin-reply-form">
            <Stack spacing={1.5}>
              <TextField
                label={translate(`${T}.reply`)}
                placeholder={translate(`${T}.reply_placeholder`)}
                name="content"
                multiline
                minRows={4}
                fullWidth
                value={content}
                onChange={(event) => setContent(event.target.value)}
                error={Boolean(errors.content)}
                helperText={errors.content ? translate(errorKey(errors.content)) : undefined}
                slotProps={{ htmlInput: { maxLength: MESSAGE_CONTENT_MAX } }}
              />
              <Box>
                <Button component="label" size="small" variant="outlined" startIcon={<AttachFileIcon />} disabled={busy}>
                  {translate(`${T}.attach`)}
                  <input type="file" hidden accept={MESSAGE_FILE_ACCEPT} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
                </Button>
                {file && <Chip sx={{ ml: 1, maxWidth: '100%' }} label={file.name} onDelete={() => setFile(null)} />}
                {errors.file && <FormHelperText error>{translate(errorKey(errors.file))}</FormHelperText>}
              </Box>
              <UploadProgress percent={file ? upload.percent : null} />
              {errors._ !== undefined && !errors.content && !errors.file && <Alert severity="error">{translate(errorKey(errors._))}</Alert>}
              {sent && <Alert severity="success">{translate(`${T}.sent`)}</Alert>}
              <Box>
                <PendingButton type="submit" variant="contained" startIcon={<SendIcon />} pending={busy} pendingLabel={translate('app.progress.sending')}>{translate(`${T}.send`)}</PendingButton>
              </Box>
            </Stack>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** The generated message page, with the conversation and the agent's reply beside it. */
export function MessageShow() {
  return (
    <Show actions={<ShowActions entity={message} />} aside={<ThreadPanel />}>
      <ShowLayout entity={message} />
    </Show>
  );
}
