import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { MESSAGE_CONTENT_MAX } from '../entities/messageRules.ts';
import { submitErrors, uploadFile } from './api.ts';
import { ErrorSummary } from './ErrorSummary.tsx';
import { AttachmentPicker, fileProblem } from './AttachmentPicker.tsx';
import { errorMessage, t } from './i18n/index.ts';
import { PendingButton } from './PendingButton.tsx';
import { UploadProgress, useUploadProgress } from './UploadProgress.tsx';

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
  const [content, setContent] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string | number>>({});
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const upload = useUploadProgress();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string | number> = {};
    if (!content.trim()) problems.content = 10;
    const fileCode = fileProblem(file);
    if (fileCode) problems.file = fileCode;
    setErrors(problems);
    setSent(false);
    if (Object.keys(problems).length) return setAttempt((count) => count + 1);
    const form = new FormData();
    form.append('content', content);
    if (file) form.append('file', file, file.name);
    setBusy(true);
    try {
      await upload.track((onProgress) => uploadFile(`/api/message/send/child/${threadId}`, { body: form, onProgress }));
      setContent('');
      setFile(null);
      setSent(true);
      await onSent();
    } catch (error) {
      const { fields, code } = submitErrors(error);
      setErrors({ ...fields, _: code });
      if (Object.keys(fields).length > 0) setAttempt((count) => count + 1);
    } finally {
      setBusy(false);
    }
  };

  const { _: general, ...fieldErrors } = errors;
  return (
    <Box component="form" onSubmit={submit} noValidate data-testid={testId}>
      <Stack spacing={1.5}>
        <ErrorSummary errors={fieldErrors} attempt={attempt} />
        <TextField
          label={texts.reply}
          placeholder={texts.placeholder}
          name="content"
          multiline
          minRows={minRows}
          fullWidth
          value={content}
          onChange={(event) => setContent(event.target.value)}
          error={Boolean(errors.content)}
          helperText={errors.content ? errorMessage(errors.content) : undefined}
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
        {general !== undefined && !errors.content && !errors.file && <Alert severity="error">{errorMessage(general)}</Alert>}
        {sent && <Alert severity="success">{texts.sent}</Alert>}
        <Box>
          <PendingButton type="submit" variant="contained" startIcon={<SendIcon />} pending={busy} pendingLabel={t('app.progress.sending')}>
            {texts.send}
          </PendingButton>
        </Box>
      </Stack>
    </Box>
  );
}
