import FileDownloadIcon from '@mui/icons-material/FileDownload';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { apiFetch, ApiError, downloadFile, uploadFile } from '../../common/api.ts';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { PendingButton } from '../../common/PendingButton.tsx';
import { UploadProgress, useUploadProgress } from '../../common/UploadProgress.tsx';
import type { ImportFormats, ImportResult } from '../../entities/travellerImport.ts';
import { FormDialog } from '../shared/FormDialog.tsx';

/**
 * The traveller import of the front office: the company's template, a file sent as is, and the outcome line by line
 * with the 1000-1008 codes. The whole file is refused with one code (format, headers, no file).
 */
export function ImportDialog({ companyId, open, onClose, onImported }: { companyId: number; open: boolean; onClose(): void; onImported(): void }) {
  const [file, setFile] = useState<File | null>(null);
  const [limits, setLimits] = useState<ImportFormats | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const upload = useUploadProgress();

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setResult(null);
    setError(null);
    apiFetch<ImportFormats>('/api/travellers/import/formats').then(
      ({ data }) => setLimits(data),
      () => setLimits(null),
    );
  }, [open]);

  async function downloadTemplate() {
    try {
      await downloadFile(`/api/company/${companyId}/download/template`, 'travellers-template.xlsx');
    } catch (caught) {
      setError(errorMessage(caught instanceof ApiError ? caught.code : undefined));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setError(errorMessage(1006));
      return;
    }
    setBusy(true);
    setError(null);
    setResult(null);
    const body = new FormData();
    body.append('file', file);
    try {
      const response = await upload.track((onProgress) => uploadFile(`/api/company/${companyId}/travellers/import`, { body, onProgress }));
      const answer = (await response.json()) as ImportResult;
      setResult(answer);
      if (answer.imported > 0) onImported();
    } catch (caught) {
      const code = caught instanceof ApiError ? (caught.errors?.file ?? caught.code) : 1000;
      setError(errorMessage(code));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      name="traveller-import"
      testId="traveller-import"
      open={open}
      onClose={onClose}
      onSubmit={submit}
      title={t('people.travellers.import.title')}
      cancel={t('people.travellers.import.cancel')}
      confirm={t('people.travellers.import.send')}
      busy={busy}
      pendingLabel={t('app.progress.importing')}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2">{t('people.travellers.import.intro')}</Typography>
        {limits && (
          <Typography variant="body2" color="text.secondary">
            {t('people.travellers.import.formats', {
              formats: limits.formats.map((format) => `.${format}`).join(', '),
              size: Math.round(limits.maxBytes / (1024 * 1024)),
            })}
          </Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <PendingButton variant="outlined" startIcon={<FileDownloadIcon />} onClick={downloadTemplate} pendingLabel={t('app.progress.downloading')}>
            {t('people.travellers.import.template')}
          </PendingButton>
          <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} disabled={busy}>
            {t('people.travellers.import.choose')}
            <input
              hidden
              type="file"
              name="file"
              accept={limits ? limits.formats.map((format) => `.${format}`).join(',') : '.xlsx,.csv'}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setResult(null);
                setError(null);
              }}
            />
          </Button>
        </Stack>
        {file && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('people.travellers.import.chosen', { name: file.name })}
          </Typography>
        )}
        <UploadProgress percent={upload.percent} />
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {result && (
          <Box data-testid="import-result">
            <Alert severity={result.errors.length > 0 ? 'warning' : 'success'} role="status">
              {t('people.travellers.import.imported', { smart_count: result.imported })}
              {result.skipped > 0 && ` · ${t('people.travellers.import.skipped', { smart_count: result.skipped })}`}
            </Alert>
            {result.errors.length > 0 ? (
              <>
                <Typography variant="subtitle2" sx={{ mt: 2 }}>
                  {t('people.travellers.import.lines')}
                </Typography>
                <List dense disablePadding>
                  {result.errors.map((line) => (
                    <ListItem key={`${line.row}-${line.code}`} disableGutters data-testid="import-line">
                      <ListItemText primary={`${t('people.travellers.import.line', { row: line.row })} — ${errorMessage(line.code)} (${line.code})`} />
                    </ListItem>
                  ))}
                </List>
              </>
            ) : (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {t('people.travellers.import.all_done')}
              </Typography>
            )}
          </Box>
        )}
      </Stack>
    </FormDialog>
  );
}
