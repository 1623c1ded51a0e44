import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, CircularProgress, FormHelperText, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useState, type FunctionComponent } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CompanyLinks } from '../../../entities/companyReplies.ts';
import { errorKey } from '../../dataProvider.ts';
import type { GeneratedFieldProps } from '../../fields.tsx';
import { useCompanyConfiguration } from './useCompanyConfiguration.ts';

/** A value to hand over as it is: shown whole, with a button that copies it and says so. */
function Copyable({ name, value, captioned = true }: { name: string; value: string; captioned?: boolean }) {
  const translate = useTranslate();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  const label = translate('admin.company_links.copy', { name: translate(`admin.company_links.${name}`) });
  return (
    <Box data-testid={`company-link-${name}`}>
      {captioned && (
        <Typography variant="caption" color="text.secondary" component="div">
          {translate(`admin.company_links.${name}`)}
        </Typography>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, minWidth: 0 }}>
        <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', userSelect: 'all' }}>
          {value}
        </Typography>
        <Tooltip title={state === 'copied' ? translate('admin.company_links.copied') : label}>
          <IconButton size="small" aria-label={label} onClick={() => void copy()}>
            {state === 'copied' ? <CheckIcon fontSize="small" color="success" /> : <ContentCopyIcon fontSize="small" />}
          </IconButton>
        </Tooltip>
      </Stack>
      {state === 'copied' && <FormHelperText role="status">{translate('admin.company_links.copied')}</FormHelperText>}
      {state === 'failed' && <FormHelperText error>{translate('admin.company_links.copy_failed')}</FormHelperText>}
    </Box>
  );
}

/**
 * A company's public uid and the links built on it (server/company/links.ts), each ready to copy: the agency hands them
 * to the company's intranet or travellers.
 */
export const CompanyLinksField: FunctionComponent<GeneratedFieldProps> = () => {
  const record = useRecordContext();
  return record ? <LinksOf id={record.id} /> : null;
};

function LinksOf({ id }: { id: string | number }) {
  const translate = useTranslate();
  const { state } = useCompanyConfiguration<CompanyLinks>(`/api/companies/${id}/links`);
  if (state.status === 'loading') return <CircularProgress size={20} aria-label={translate('app.loading')} />;
  if (state.status !== 'ready') return <FormHelperText error>{translate(errorKey(state.status === 'failed' ? state.code : 404))}</FormHelperText>;
  const data = state.record;
  return (
    <Stack sx={{ gap: 1.5 }}>
      {/* The uid is the field itself: its label is already above it. */}
      <Copyable name="uid" value={data.uid} captioned={false} />
      <Copyable name="gen" value={data.gen} />
      <Copyable name="prelogged" value={data.prelogged} />
      <Copyable name="create_account" value={data.create_account} />
      {data.group && <Copyable name="group" value={data.group} />}
    </Stack>
  );
}
