import { Button } from '@mui/material';
import { t } from './i18n/index.ts';
import { MessageScreen } from './MessageScreen.tsx';
import { signOut } from './signOut.ts';

/** A signed-in user whose roles do not open this space: signing out is the way to try another account. */
export function Unauthorised() {
  return (
    <MessageScreen
      testId="unauthorised"
      title={t('app.unauthorised')}
      actions={
        <Button variant="contained" onClick={signOut}>
          {t('app.logout')}
        </Button>
      }
    />
  );
}
