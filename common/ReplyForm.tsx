import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Stack } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { uploadFile } from './api.ts';
import { ErrorSummary } from './ErrorSummary.tsx';
import { t } from './i18n/index.ts';
import { MessageBodyFields, useMessageBody } from './MessageBody.tsx';
import { PendingButton } from './PendingButton.tsx';

/** What the reply form says: the user's and the agent's forms speak to different people. */
export interface ReplyTexts {
  reply: string;
  placeholder: string;
  send: string;
  sent: string;
}

/**
 * The reply to a conversation, in the front office and the back office alike: the text (required) and one attachment
 * of 10 MB at most, checked before sending; the upload's progress shows while it goes. `onSent` runs once the server
 * has it (to read the conversation again).
 */
export function ReplyForm({
  threadId,
  texts,
  onSent,
  minRows = 3,
  testId,
}: {
  threadId: number;
  texts: ReplyTexts;
  onSent: () => Promise<void> | void;
  minRows?: number;
  testId: string;
}) {
  const body = useMessageBody();
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    if (!body.passes()) return;
    const form = new FormData();
    form.append('content', body.content);
    if (body.file) form.append('file', body.file, body.file.name);
    body.setBusy(true);
    try {
      await body.upload.track((onProgress) => uploadFile(`/api/message/send/child/${threadId}`, { body: form, onProgress }));
      body.setContent('');
      body.setFile(null);
      setSent(true);
      await onSent();
    } catch (error) {
      body.refused(error);
    } finally {
      body.setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate data-testid={testId}>
      <Stack spacing={1.5}>
        <ErrorSummary errors={body.fields} attempt={body.attempt} />
        <MessageBodyFields body={body} label={texts.reply} placeholder={texts.placeholder} minRows={minRows} />
        {sent && <Alert severity="success">{texts.sent}</Alert>}
        <Box>
          <PendingButton type="submit" variant="contained" startIcon={<SendIcon />} pending={body.busy} pendingLabel={t('app.progress.sending')}>
            {texts.send}
          </PendingButton>
        </Box>
      </Stack>
    </Box>
  );
}
