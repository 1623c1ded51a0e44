import { Typography } from '@mui/material';
import { t } from '../common/i18n/index.ts';
import { useSession } from '../common/session.ts';
import { CompanyRules } from './search/CompanyRules.tsx';
import { SearchForm } from './search/SearchForm.tsx';

/** /home_search: the front office's home, a greeting, the company's rules and the hotel search. */
export function HomeSearch() {
  const { identity } = useSession();
  if (!identity) return null;
  const { firstName, username, company } = identity;
  return (
    <>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        {t('front.home.greeting', { name: firstName || username })}
      </Typography>
      <Typography color="text.secondary" data-testid="signed-in" sx={{ mb: 3 }}>
        {company ? t('front.home.signed_in_company', { username, company: company.name }) : t('front.home.signed_in', { username })}
      </Typography>
      <CompanyRules />
      <SearchForm />
    </>
  );
}
