import { Box, LinearProgress, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { t } from './i18n/index.ts';

/**
 * The share of a file sent so far, in percent, while `track` runs an upload (null otherwise). `track` hands the work
 * the callback uploadFile (common/api.ts) reports progress to.
 */
export function useUploadProgress() {
  const [percent, setPercent] = useState<number | null>(null);
  const track = useCallback(async <T,>(work: (onProgress: (fraction: number) => void) => Promise<T>): Promise<T> => {
    setPercent(0);
    try {
      return await work((fraction) => setPercent(Math.min(100, Math.round(fraction * 100))));
    } finally {
      setPercent(null);
    }
  }, []);
  return { percent, track };
}

/**
 * A file being sent: a bar filling with the share sent and the percentage in words; once all is sent, the server's
 * work on it (an import reads every line) is said in place of the percentage.
 */
export function UploadProgress({ percent }: { percent: number | null }) {
  if (percent === null) return null;
  const text = percent < 100 ? t('app.progress.uploading', { percent }) : t('app.progress.processing');
  return (
    <Box>
      <LinearProgress variant="determinate" value={percent} aria-label={t('app.progress.upload')} aria-valuetext={text} />
      <Typography variant="caption" color="text.secondary">
        {text}
      </Typography>
    </Box>
  );
}
