import { Alert, TextField } from '@mui/material';
import { useState } from 'react';
import { MESSAGE_CONTENT_MAX } from '../entities/messageRules.ts';
import { submitErrors } from './api.ts';
import { AttachmentPicker, fileProblem } from './AttachmentPicker.tsx';
import { errorMessage, t } from './i18n/index.ts';
import { UploadProgress, useUploadProgress } from './UploadProgress.tsx';

/** A message's errors by input name; `_` is a refusal that names no input. */
export type MessageErrors = Record<string, string | number>;

/**
 * The text and the one attachment of a message being written (a new message, a reply): what was typed and chosen,
 * the checks before it leaves, the upload's progress, and the server's refusal.
 */
export function useMessageBody() {
  const [content, setContent] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<MessageErrors>({});
  // Each refused send: the summary of what is wrong, on top of the form, takes the focus.
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const upload = useUploadProgress();
  const { _: general, ...fields } = errors;
  return {
    content,
    setContent,
    file,
    setFile,
    /** The errors under the inputs, and the refusal that names none of them. */
    fields,
    general,
    attempt,
    busy,
    setBusy,
    upload,
    /** The text is required and the attachment must be one the server takes; `before`, the form's own checks. */
    passes(before: MessageErrors = {}) {
      const problems = { ...before };
      if (!content.trim()) problems.content = 10;
      const fileCode = fileProblem(file);
      if (fileCode) problems.file = fileCode;
      setErrors(problems);
      if (Object.keys(problems).length === 0) return true;
      setAttempt((count) => count + 1);
      return false;
    },
    refused(error: unknown) {
      const { fields, code } = submitErrors(error);
      setErrors({ ...fields, _: code });
      if (Object.keys(fields).length > 0) setAttempt((count) => count + 1);
    },
  };
}

/** The inputs of a message body, its upload's progress, and a refusal that names none of the form's inputs. */
export function MessageBodyFields({
  body,
  label,
  placeholder,
  required = false,
  minRows,
}: {
  body: ReturnType<typeof useMessageBody>;
  label: string;
  placeholder?: string;
  required?: boolean;
  minRows: number;
}) {
  const { fields, general } = body;
  return (
    <>
      <TextField
        label={label}
        placeholder={placeholder}
        name="content"
        required={required}
        fullWidth
        multiline
        minRows={minRows}
        value={body.content}
        onChange={(event) => body.setContent(event.target.value)}
        error={Boolean(fields.content)}
        helperText={fields.content ? errorMessage(fields.content) : undefined}
        slotProps={{ htmlInput: { maxLength: MESSAGE_CONTENT_MAX } }}
      />
      <AttachmentPicker
        file={body.file}
        onChange={body.setFile}
        error={fields.file}
        label={t('messages.form.attach')}
        hint={t('messages.form.attachment_hint')}
        disabled={body.busy}
      />
      <UploadProgress percent={body.file ? body.upload.percent : null} />
      {general !== undefined && Object.keys(fields).length === 0 && <Alert severity="error">{errorMessage(general)}</Alert>}
    </>
  );
}
