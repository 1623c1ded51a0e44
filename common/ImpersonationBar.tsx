import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { BACK_OFFICE_PATH } from './access.ts';
import { t } from './i18n/index.ts';
import { siteOrigin } from '../entities/site.ts';
import { endImpersonation, logout, useSession } from './session.ts';
import { currentSite } from './site.ts';

/** While an admin acts as someone else, every page says so and offers the way back to the admin's own account. */
export function ImpersonationBar() {
  const { parentToken, identity } = useSession();
  const [leaving, setLeaving] = useState(false);
  if (!parentToken || !identity) return null;
  const name = `${identity.firstName} ${identity.lastName}`.trim() || identity.username;
  return (
    <Alert
      severity="warning"
      variant="filled"
      data-testid="impersonation"
      sx={{ borderRadius: 0, alignItems: 'center' }}
      action={
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          disabled={leaving}
          onClick={async () => {
            setLeaving(true);
            if (currentSite() === 'default') {
              await endImpersonation();
              // The admin's own account lives in the back office, another page.
              window.location.assign(BACK_OFFICE_PATH);
            } else {
              // The session was handed over from the agency's site, where the admin's own session never left.
              logout();
              window.location.assign(`${siteOrigin(window.location.protocol, window.location.host, 'default')}${BACK_OFFICE_PATH}`);
            }
          }}
        >
          {t('app.impersonation.end')}
        </Button>
      }
    >
      {t('app.impersonation.as', { name })}
    </Alert>
  );
}
