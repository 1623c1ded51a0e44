import { Typography } from '@mui/material';
import { t } from '../common/i18n/index.ts';
import { useSession } from '../common/session.ts';

/** /home_search: the front office's home. The search form itself comes with the search feature. */
export function HomeSearch() {
  const { identity } = useSession();
  if (!identity) return null;
  const { firstName, username, company } = identity;
  return (
    <>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        {t('front.home.greeting', { name: firstName || username })}
      </Typography>
      <Typography color="text.secondary" data-testid="signed-in">
        {company
          ? t('front.home.signed_in_company', { username, company: company.name })
          : t('front.home.signed_in', { username })}
      </Typography>
    </>
  );
}
