import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Chip, FormHelperText, Stack } from '@mui/material';
import { useRef } from 'react';
import { ErrorCode } from '../entities/errors.ts';
import { MESSAGE_FILE_ACCEPT, MESSAGE_FILE_MAX_BYTES, messageFileType } from '../entities/messageRules.ts';
import { downloadFile } from './api.ts';
import { formatNumber } from './format.ts';
import { errorMessage, t } from './i18n/index.ts';

/** `1536000` → `1,5 Mo` / `1.5 MB`. */
export function fileSize(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 0.1 ? `${formatNumber(megabytes)} ${t('messages.units.mb')}` : `${Math.max(1, Math.round(bytes / 1024))} ${t('messages.units.kb')}`;
}

/** What the server would answer for this file, said before sending it: 160 for a kind not accepted, 170 over 10 MB. */
export function fileProblem(file: File | null): number | null {
  if (!file) return null;
  if (!messageFileType(file.name)) return ErrorCode.BAD_FILE_FORMAT;
  if (file.size > MESSAGE_FILE_MAX_BYTES) return ErrorCode.FILE_TOO_LARGE;
  if (file.size === 0) return ErrorCode.FILE_NOT_LOADED;
  return null;
}

/** One optional attachment: a button to choose it, then its name and size with a way to take it off. */
export function AttachmentPicker({
  file,
  onChange,
  error,
  label,
  hint,
  disabled,
}: {
  file: File | null;
  onChange(file: File | null): void;
  error?: number | string | null;
  label: string;
  hint?: string;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  // A file the server would refuse is said as soon as it is chosen; the form still refuses to send it.
  const problem = fileProblem(file) ?? error;
  return (
    <Box>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button component="label" variant="outlined" size="small" startIcon={<AttachFileIcon />} disabled={disabled}>
          {label}
          <input
            ref={input}
            type="file"
            hidden
            name="file"
            accept={MESSAGE_FILE_ACCEPT}
            data-testid="message-file"
            onChange={(event) => {
              onChange(event.target.files?.[0] ?? null);
              // The same file can be chosen again after being taken off.
              event.target.value = '';
            }}
          />
        </Button>
        {file && (
          <Chip
            data-testid="message-file-chosen"
            label={`${file.name} (${fileSize(file.size)})`}
            color={problem ? 'error' : 'default'}
            onDelete={() => onChange(null)}
            deleteIcon={<CloseIcon aria-label={t('messages.form.remove_file')} />}
            sx={{ maxWidth: '100%' }}
          />
        )}
      </Stack>
      {problem ? <FormHelperText error>{errorMessage(problem)}</FormHelperText> : hint && <FormHelperText>{hint}</FormHelperText>}
    </Box>
  );
}

/** Downloads a message's attachment under its own name. */
export function downloadAttachment(messageId: number, name: string): Promise<void> {
  return downloadFile(`/api/messages/${messageId}/file`, name);
}
