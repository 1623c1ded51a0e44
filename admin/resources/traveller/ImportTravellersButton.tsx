import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useState, type ChangeEvent } from 'react';
import { Button, Form, required, useListContext, useRefresh, useTranslate } from 'react-admin';
import { entityNamed } from '../../../entities/index.ts';
import { actionOf } from '../../../entities/kit.ts';
import type { ImportFormats, ImportResult } from '../../../entities/travellerImport.ts';
import { failureCode } from '../../../common/api.ts';
import { PendingButton } from '../../../common/PendingButton.tsx';
import { UploadProgress, useUploadProgress } from '../../../common/UploadProgress.tsx';
import { errorKey } from '../../dataProvider.ts';
// The company picker comes when the dialog first opens: the list it sits on opens without it.
import { AutocompleteInput, ReferenceInput } from '../../deferred.tsx';
import { optionTextOf } from '../../generic/representation.tsx';
import { downloadTemplate, importFormats, importTravellers } from './travellerImport.ts';
import type { ActionProps } from '../../actions/types.ts';

const T = 'admin.traveller_import';
const companyEntity = entityNamed('company');

/**
 * Imports travellers from a spreadsheet into one company: the agency picks the company (the list's company filter
 * when there is one), may fetch the template, uploads, and reads which lines were left out and why.
 */
export function ImportTravellersButton({ label, entity, action }: ActionProps) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { filterValues } = useListContext();
  const [open, setOpen] = useState(false);
  const [company, setCompany] = useState<string | number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [formats, setFormats] = useState<ImportFormats | null>(null);
  const [pending, setPending] = useState(false);
  const upload = useUploadProgress();
  const [result, setResult] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState<string | number | null>(null);

  useEffect(() => {
    if (!open || formats) return;
    importFormats().then(setFormats, (error: unknown) => setFailure(failureCode(error)));
  }, [open, formats]);

  const start = () => {
    setCompany(filterValues?.company ?? null);
    setFile(null);
    setResult(null);
    setFailure(null);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    if (result && result.imported > 0) refresh();
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setResult(null);
    setFailure(null);
    // Emptied so choosing the same file again, once fixed, is still a change.
    event.target.value = '';
  };
  const template = async () => {
    if (company == null) return;
    try {
      await downloadTemplate(company);
    } catch (error) {
      setFailure(failureCode(error));
    }
  };
  const submit = async (values: Record<string, unknown>) => {
    const target = values.company as string | number | undefined;
    if (target == null) return;
    // Without a file the server would answer 1006; saying it here spares the round trip.
    if (!file) return setFailure(1006);
    setPending(true);
    setFailure(null);
    setResult(null);
    try {
      setResult(await upload.track((onProgress) => importTravellers(actionOf(entityNamed(entity), action), target, file, onProgress)));
    } catch (error) {
      setFailure(failureCode(error));
    } finally {
      setPending(false);
    }
  };

  const accept = formats?.formats.map((format) => `.${format}`).join(',');
  return (
    <>
      <Button label={label} onClick={start}>
        <UploadFileIcon />
      </Button>
      <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-labelledby="traveller-import-title">
        <Form defaultValues={{ company: filterValues?.company ?? null }} onSubmit={submit}>
          <DialogTitle id="traveller-import-title">{translate(`${T}.title`)}</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <Typography variant="body2">{translate(`${T}.intro`)}</Typography>
              <ReferenceInput source="company" reference={companyEntity.name}>
                <AutocompleteInput
                  label="resources.traveller.fields.company"
                  optionText={optionTextOf(companyEntity)}
                  filterToQuery={(q: string) => ({ q })}
                  validate={required()}
                  onChange={(value: string | number | null) => setCompany(value ?? null)}
                  fullWidth
                />
              </ReferenceInput>
              <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <MuiButton variant="outlined" component="label" startIcon={<UploadFileIcon />} disabled={pending}>
                  {translate(`${T}.choose_file`)}
                  <input hidden type="file" accept={accept} onChange={choose} data-testid="traveller-import-file" />
                </MuiButton>
                <Typography variant="body2">{file ? file.name : translate(`${T}.no_file`)}</Typography>
              </Stack>
              {formats && (
                <Typography variant="caption" color="text.secondary">
                  {translate(`${T}.formats`, { formats: formats.formats.join(', '), size: Math.round(formats.maxBytes / (1024 * 1024)) })}
                </Typography>
              )}
              <div>
                <PendingButton
                  size="small"
                  startIcon={<DownloadIcon />}
                  onClick={template}
                  disabled={company == null}
                  pendingLabel={translate('app.progress.downloading')}
                >
                  {translate(`${T}.template`)}
                </PendingButton>
              </div>
              <UploadProgress percent={upload.percent} />
              {failure != null && <Alert severity="error">{translate(errorKey(failure))}</Alert>}
              {result && <ImportReport result={result} />}
            </Stack>
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={close}>{translate(`${T}.close`)}</MuiButton>
            <PendingButton type="submit" variant="contained" pending={pending} pendingLabel={translate('app.progress.importing')}>
              {translate(`${T}.submit`)}
            </PendingButton>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}

/** The counts, then each line the import left out with the reason, in the words of the error catalogue. */
function ImportReport({ result }: { result: ImportResult }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Alert severity={result.errors.length > result.skipped ? 'warning' : 'success'}>
        {translate(`${T}.result`, {
          imported: translate(`${T}.imported`, { smart_count: result.imported }),
          skipped: translate(`${T}.skipped`, { smart_count: result.skipped }),
        })}
      </Alert>
      {result.errors.length > 0 && (
        <Table size="small" aria-label={translate(`${T}.errors`)}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${T}.row`)}</TableCell>
              <TableCell>{translate(`${T}.reason`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.errors.map((error) => (
              <TableRow key={error.row}>
                <TableCell>{error.row}</TableCell>
                <TableCell>{translate(errorKey(error.code))}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
