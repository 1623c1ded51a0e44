import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import EuroOutlined from '@mui/icons-material/EuroOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import FreeBreakfastOutlined from '@mui/icons-material/FreeBreakfastOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import RestaurantOutlined from '@mui/icons-material/RestaurantOutlined';
import { Box, Paper, Typography } from '@mui/material';
import { useEffect, useState, type ReactElement } from 'react';
import { apiFetch } from '../../common/api.ts';
import { formatMoney } from '../../common/format.ts';
import { t } from '../../common/i18n/index.ts';
import { hasRole, useSession } from '../../common/session.ts';
import { COMPANY_ROLES } from '../../entities/roles.ts';
import type { SearchCriteria } from '../../entities/searchCriteria.ts';

interface Rule {
  key: string;
  icon: ReactElement;
  text: string;
}

/** The lines of the rules that apply, in the order a booker meets them; none when the company sets nothing. */
export function rulesOf(criteria: SearchCriteria): Rule[] {
  const rules: Rule[] = [];
  const icon = { fontSize: 'small', color: 'primary' } as const;
  if (criteria.maxPricePerRoom !== null) {
    rules.push({ key: 'max_price', icon: <EuroOutlined {...icon} />, text: t('criteria.panel.max_price', { amount: formatMoney(criteria.maxPricePerRoom) }) });
  }
  if (criteria.excludeNonFreeCancellation) rules.push({ key: 'non_free_cancellation', icon: <EventBusyOutlined {...icon} />, text: t('criteria.panel.non_free_cancellation') });
  if (criteria.excludeUnknownBreakfast) rules.push({ key: 'unknown_breakfast', icon: <FreeBreakfastOutlined {...icon} />, text: t('criteria.panel.unknown_breakfast') });
  if (criteria.travelPolicy.mode !== 0) {
    const { season } = criteria.travelPolicy;
    rules.push({
      key: 'travel_policy',
      icon: <PolicyOutlined {...icon} />,
      text: t(`criteria.panel.policy_${criteria.travelPolicy.mode}`) + (season ? t('criteria.panel.season', season) : ''),
    });
  }
  if (criteria.preValidation) rules.push({ key: 'pre_validation', icon: <HowToRegOutlined {...icon} />, text: t('criteria.panel.pre_validation') });
  if (criteria.mealPriceContribution !== null && criteria.mealPriceContribution > 0) {
    rules.push({ key: 'meal_contribution', icon: <RestaurantOutlined {...icon} />, text: t('criteria.panel.meal_contribution', { amount: formatMoney(criteria.mealPriceContribution) }) });
  }
  // Online booking switched off is said by the search form itself; offline requests switched off only here.
  if (!criteria.offlineAllowed) rules.push({ key: 'offline_disabled', icon: <CloudOffOutlined {...icon} />, text: t('criteria.panel.offline_disabled') });
  return rules;
}

/** /home_search: what the company's and the user's settings apply to the offers, before the user searches. */
export function CompanyRules() {
  const { identity } = useSession();
  const [criteria, setCriteria] = useState<SearchCriteria | null>(null);
  const companyUser = Boolean(identity?.company) && hasRole(identity, COMPANY_ROLES);

  useEffect(() => {
    if (!companyUser) return;
    let current = true;
    apiFetch<SearchCriteria>('/api/company_search_criterias').then(({ data }) => current && setCriteria(data), () => current && setCriteria(null));
    return () => {
      current = false;
    };
  }, [companyUser]);

  const rules = criteria ? rulesOf(criteria) : [];
  if (rules.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="company-rules-title" data-testid="company-rules"
      sx={{ px: { xs: 2, sm: 3 }, py: { xs: 1.5, sm: 2 }, mb: 3, bgcolor: 'action.hover', borderColor: 'divider' }}>
      <Typography id="company-rules-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('criteria.panel.title')}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3, rowGap: 0.75 }}>
        {rules.map((rule) => (
          <Box component="li" key={rule.key} data-rule={rule.key} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, minWidth: 0 }}>
            <Box component="span" sx={{ display: 'flex', pt: '2px', flexShrink: 0 }} aria-hidden>{rule.icon}</Box>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{rule.text}</Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
