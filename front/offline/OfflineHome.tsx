import { Alert, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { LoadingScreen } from '../../common/LoadingScreen.tsx';
import { MessageScreen } from '../../common/MessageScreen.tsx';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { useSession } from '../../common/session.ts';
import { loadState } from '../../common/storage.ts';
import { HOME } from '../rules.ts';
import { OfflineRequestForm } from './OfflineRequestForm.tsx';
import { newRequest } from './offlineForm.ts';
import { useFormContext, withDefaults } from './useFormContext.ts';

/** /offline/home: a new offline request, started from the user's last search when there is one. */
export function OfflineHome() {
  const { identity } = useSession();
  const { context, failure } = useFormContext();
  if (!identity) return null;
  if (failure !== null) return <Alert severity="error">{errorMessage(failure)}</Alert>;
  if (!context) return <LoadingScreen />;
  if (!context.settings.offline) {
    return (
      <MessageScreen
        testId="offline-disabled"
        title={t('offline.disabled.title')}
        text={t('offline.disabled.text')}
        actions={
          <Button component={RouterLink} to={HOME} variant="contained">
            {t('offline.confirm.search')}
          </Button>
        }
      />
    );
  }
  const fromSearch = Boolean(loadState<{ destination?: unknown }>('search')?.destination);
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
          {t('offline.home.title')}
        </Typography>
        <Typography color="text.secondary">
          {t('offline.home.intro', { hours: context.settings.responseHours })} {fromSearch ? t('offline.home.from_search') : ''}
        </Typography>
      </div>
      <OfflineRequestForm initial={withDefaults(newRequest(identity), context.fields)} context={context} />
    </Stack>
  );
}
