import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { t } from './i18n/index.ts';
import { MessageScreen } from './MessageScreen.tsx';

/** Any path the app has no route for. */
export function NotFound() {
  return (
    <MessageScreen
      testId="not-found"
      title={t('app.not_found')}
      actions={
        <Button component={RouterLink} to="/" variant="contained">
          {t('app.error_screen.home')}
        </Button>
      }
    />
  );
}
