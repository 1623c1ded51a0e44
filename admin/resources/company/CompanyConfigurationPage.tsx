import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Button, Confirm, LinkBase, Loading, Title, useBasename, useGetOne, useNotify, useTranslate } from 'react-admin';
import { ApiError, apiFetch } from '../../../common/api.ts';
import { errorKey } from '../../dataProvider.ts';
import type { Loaded } from './useCompanyConfiguration.ts';

/**
 * The frame of a company's configuration screen: the company's name in the title, a way back to its show page, the
 * not-configured notice, and the delete button with its confirmation once the configuration exists.
 */
export function CompanyConfigurationPage<T>({
  companyId,
  screen,
  state,
  apiPath,
  onDeleted,
  children,
}: {
  companyId: string;
  /** The catalogue branch of the screen: admin.white_label or admin.travel_policy. */
  screen: 'white_label' | 'travel_policy';
  state: Loaded<T>;
  apiPath: string;
  onDeleted: () => void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const basename = useBasename();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const { data: company, error } = useGetOne('company', { id: companyId });
  const key = (name: string) => `admin.${screen}.${name}`;

  const remove = async () => {
    setConfirming(false);
    try {
      await apiFetch(apiPath, { method: 'DELETE' });
      notify(key('deleted'), { type: 'success' });
      onDeleted();
    } catch (failure) {
      notify(errorKey(failure instanceof ApiError ? failure.code : 'unknown'), { type: 'error' });
    }
  };

  if (error) return <Alert severity="error">{translate('admin.company_policies.not_found')}</Alert>;
  if (state.status === 'loading' || !company) return <Loading />;
  return (
    <Box sx={{ mt: 2, maxWidth: 1100 }}>
      <Title title={translate(key('title'), { company: company.name })} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Button component={LinkBase} to={`${basename}/company/${companyId}/show`} label="admin.company_policies.back">
          <ArrowBackIcon />
        </Button>
        {state.status === 'ready' && (
          <Button label={key('delete_title')} color="error" onClick={() => setConfirming(true)}>
            <DeleteIcon />
          </Button>
        )}
      </Box>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {translate(key('title'), { company: company.name })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(key('intro'))}
          </Typography>
          {state.status === 'missing' && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate(key('not_configured'))}
            </Alert>
          )}
          {state.status === 'failed' ? <Alert severity="error">{translate(errorKey(state.code))}</Alert> : children}
        </CardContent>
      </Card>
      <Confirm isOpen={confirming} title={key('delete_title')} content={key('delete_content')} onConfirm={remove} onClose={() => setConfirming(false)} />
    </Box>
  );
}
