import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { FieldTitle, useInput, useResourceContext, useTranslate } from 'react-admin';
import { ErrorCode } from '../../entities/errors.ts';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, IMAGE_TYPES } from '../../entities/imageRules.ts';
import { extensionOf } from '../../entities/messageRules.ts';
import { ApiError, uploadFile } from '../../common/api.ts';
import { UploadProgress, useUploadProgress } from '../../common/UploadProgress.tsx';
import { errorKey } from '../dataProvider.ts';
import type { GeneratedInputProps } from '../inputs.tsx';

/** What the server would answer for this file, said before sending it: 160 for a kind not accepted, 170 over 2 MB. */
function imageProblem(file: File): number | null {
  if (!IMAGE_TYPES[extensionOf(file.name)]) return ErrorCode.BAD_FILE_FORMAT;
  if (file.size > IMAGE_MAX_BYTES) return ErrorCode.FILE_TOO_LARGE;
  if (file.size === 0) return ErrorCode.FILE_NOT_LOADED;
  return null;
}

/**
 * An image field (a company logo, a news image): the image as it is, a button to upload another with the share sent
 * shown while it goes, and one to take it off. The field keeps the path the server gives the uploaded image.
 */
export function ImageUploadInput({ source, validate, readOnly }: GeneratedInputProps) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { field, fieldState } = useInput({ source, validate });
  const upload = useUploadProgress();
  const [problem, setProblem] = useState<string | null>(null);
  const value = typeof field.value === 'string' && field.value !== '' ? field.value : null;

  const send = async (file: File) => {
    const local = imageProblem(file);
    if (local !== null) {
      setProblem(errorKey(local));
      return;
    }
    setProblem(null);
    const body = new FormData();
    body.append('file', file);
    try {
      const response = await upload.track((onProgress) => uploadFile('/api/images', { body, onProgress }));
      const { path } = (await response.json()) as { path: string };
      field.onChange(path);
    } catch (error) {
      setProblem(errorKey(error instanceof ApiError ? (error.errors?.file ?? error.code) : 'unknown'));
    }
  };

  const busy = upload.percent !== null;
  const error = problem ?? (fieldState.error?.message || null);
  return (
    <Box sx={{ mb: 2 }} data-testid={`image-input-${source}`}>
      <Typography variant="caption" color="text.secondary" component="div">
        <FieldTitle source={source} resource={resource} />
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {value && (
          <Box
            component="img"
            src={value}
            alt=""
            sx={{ maxWidth: 240, maxHeight: 120, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
        )}
        {!readOnly && (
          <Button component="label" variant="outlined" size="small" startIcon={<UploadIcon />} disabled={busy}>
            {translate(value ? 'admin.inputs.image_replace' : 'admin.inputs.image_choose')}
            <input
              type="file"
              hidden
              accept={IMAGE_ACCEPT}
              data-testid={`image-file-${source}`}
              onChange={(event) => {
                const file = event.target.files?.[0];
                // The same file can be chosen again after a failure.
                event.target.value = '';
                if (file) void send(file);
              }}
            />
          </Button>
        )}
        {value && !readOnly && (
          <Button size="small" color="error" startIcon={<DeleteIcon />} disabled={busy} onClick={() => field.onChange(null)}>
            {translate('admin.inputs.image_remove')}
          </Button>
        )}
      </Stack>
      <UploadProgress percent={upload.percent} />
      {error ? <FormHelperText error>{translate(error)}</FormHelperText> : <FormHelperText>{translate('admin.inputs.image_hint')}</FormHelperText>}
    </Box>
  );
}
