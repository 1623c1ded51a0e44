import { Typography } from '@mui/material';
import { t } from '../common/i18n/index.ts';
import { useSession } from '../common/session.ts';

/** /: the hotel's home. The hotel's details come with the contingent feature (GET /api/me/contingent-hotel). */
export function HotelHome() {
  const { identity } = useSession();
  if (!identity) return null;
  return (
    <>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        {t('contingents.home.greeting', { name: identity.firstName || identity.username })}
      </Typography>
      <Typography color="text.secondary" data-testid="signed-in">
        {t('contingents.home.signed_in', { username: identity.username })}
      </Typography>
    </>
  );
}
