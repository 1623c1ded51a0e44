import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useCallback, useEffect, useState } from 'react';
import { Show, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { apiFetch, failureCode } from '../../../common/api.ts';
import { downloadAttachment } from '../../../common/AttachmentPicker.tsx';
import { formatDateTime } from '../../../common/format.ts';
import { PendingButton } from '../../../common/PendingButton.tsx';
import { ReplyForm } from '../../../common/ReplyForm.tsx';
import { entityNamed } from '../../../entities/index.ts';
import type { Thread, ThreadMessage } from '../../../entities/messageReplies.ts';
import { errorKey } from '../../dataProvider.ts';
import { ShowActions } from '../../generic/screens.tsx';
import { ShowLayout } from '../../generic/ShowLayout.tsx';

const message = entityNamed('message');
const T = 'messages.admin';
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
  const id = record?.id as number | undefined;

  const load = useCallback(async () => {
    if (!id) return;
    try {
      const { data } = await apiFetch<Thread>(`/api/messages/${id}/thread`);
      setMessages(data.messages);
      setRoot(data.id);
      if (data.messages.some((item) => !item.from_agency && !item.seen)) await apiFetch(`/api/messages/seen/${data.id}`, { method: 'POST' });
    } catch (error) {
      setFailure(failureCode(error));
    }
  }, [id]);

  useEffect(() => {
    void load();
  }, [load]);

  if (!record) return null;
  return (
    <Card
      sx={{ width: { xs: '100%', md: 440 }, ml: { md: 2 }, mt: { xs: 2, md: 0 }, flexShrink: 0, alignSelf: 'flex-start' }}
      data-testid="message-thread-panel"
    >
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate(`${T}.thread`)}
        </Typography>
        {failure !== null && <Alert severity="error">{translate(errorKey(failure))}</Alert>}
        {!messages && failure === null && <LinearProgress aria-label={translate('ra.page.loading')} />}
        <Stack spacing={1.5}>
          {messages?.map((item) => (
            <Box
              key={item.id}
              data-testid="admin-thread-message"
              sx={(theme) => ({
                p: 1.5,
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
                bgcolor: item.from_agency ? alpha(theme.palette.primary.main, 0.07) : theme.palette.background.paper,
                ml: item.from_agency ? 3 : 0,
                mr: item.from_agency ? 0 : 3,
              })}
            >
              <Stack direction="row" useFlexGap sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
                <Typography variant="subtitle2">{item.author}</Typography>
                <Chip
                  size="small"
                  label={translate(`${T}.${item.from_agency ? 'from_agency' : 'from_user'}`)}
                  color={item.from_agency ? 'primary' : 'default'}
                  variant="outlined"
                />
                {!item.seen && !item.from_agency && <Chip size="small" color="secondary" label={translate(`${T}.unseen`)} />}
                <Typography variant="caption" color="text.secondary">
                  {formatDateTime(item.date)}
                </Typography>
              </Stack>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {item.content}
              </Typography>
              {item.file && (
                <PendingButton
                  size="small"
                  startIcon={<DownloadIcon />}
                  sx={{ mt: 0.5, textTransform: 'none' }}
                  pendingLabel={translate('app.progress.downloading')}
                  onClick={() => downloadAttachment(item.id, item.file!.name).catch((error: unknown) => setFailure(failureCode(error)))}
                >
                  {translate(`${T}.download`, { name: item.file.name })}
                </PendingButton>
              )}
            </Box>
          ))}
        </Stack>
        {root && (
          <Box sx={{ mt: 2 }}>
            <ReplyForm
              key={root}
              threadId={root}
              testId="admin-reply-form"
              minRows={4}
              texts={{
                reply: translate(`${T}.reply`),
                placeholder: translate(`${T}.reply_placeholder`),
                send: translate(`${T}.send`),
                sent: translate(`${T}.sent`),
              }}
              onSent={async () => {
                await load();
                refresh();
              }}
            />
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
