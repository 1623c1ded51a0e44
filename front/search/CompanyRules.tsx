import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import EuroOutlined from '@mui/icons-material/EuroOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import FreeBreakfastOutlined from '@mui/icons-material/FreeBreakfastOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import RestaurantOutlined from '@mui/icons-material/RestaurantOutlined';
import { Box, Paper, Skeleton, Typography } from '@mui/material';
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { apiFetch } from '../../common/api.ts';
import { formatMoney } from '../../common/format.ts';
import { t } from '../../common/i18n/index.ts';
import { hasRole, useSession } from '../../common/session.ts';
import { loadState, saveState } from '../../common/storage.ts';
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
  if (criteria.excludeNonFreeCancellation)
    rules.push({ key: 'non_free_cancellation', icon: <EventBusyOutlined {...icon} />, text: t('criteria.panel.non_free_cancellation') });
  if (criteria.excludeUnknownBreakfast)
    rules.push({ key: 'unknown_breakfast', icon: <FreeBreakfastOutlined {...icon} />, text: t('criteria.panel.unknown_breakfast') });
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
    rules.push({
      key: 'meal_contribution',
      icon: <RestaurantOutlined {...icon} />,
      text: t('criteria.panel.meal_contribution', { amount: formatMoney(criteria.mealPriceContribution) }),
    });
  }
  // Online booking switched off is said by the search form itself; offline requests switched off only here.
  if (!criteria.offlineAllowed) rules.push({ key: 'offline_disabled', icon: <CloudOffOutlined {...icon} />, text: t('criteria.panel.offline_disabled') });
  return rules;
}

/** How many rules a company shows when this browser has not seen its rules yet: Acme's three, a common case. */
const USUAL_RULE_COUNT = 3;

/** The panel's frame, the same while loading and loaded, so that the rules take the place the wait held. */
function RulesPanel({ busy, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="company-rules-title"
      aria-busy={busy || undefined}
      data-testid="company-rules"
      sx={{ px: { xs: 2, sm: 3 }, py: { xs: 1.5, sm: 2 }, mb: 3, bgcolor: 'action.hover', borderColor: 'divider' }}
    >
      <Typography id="company-rules-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('criteria.panel.title')}
      </Typography>
      <Box
        component="ul"
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3, rowGap: 0.75 }}
      >
        {children}
      </Box>
    </Paper>
  );
}

/**
 * /home_search: what the company's and the user's settings apply to the offers, before the user searches. The search
 * form sits below: while the rules load, their place is held by as many placeholder lines as the company had on the
 * last visit (kept in client state), so the form does not jump down when they arrive.
 */
export function CompanyRules() {
  const { identity } = useSession();
  // undefined while the server is asked; null when it could not say.
  const [criteria, setCriteria] = useState<SearchCriteria | null | undefined>(undefined);
  const companyUser = Boolean(identity?.company) && hasRole(identity, COMPANY_ROLES);

  useEffect(() => {
    if (!companyUser) return;
    let current = true;
    apiFetch<SearchCriteria>('/api/company_search_criterias').then(
      ({ data }) => {
        saveState('companyRuleCount', rulesOf(data).length);
        if (current) setCriteria(data);
      },
      () => current && setCriteria(null),
    );
    return () => {
      current = false;
    };
  }, [companyUser]);

  if (!companyUser) return null;
  if (criteria === undefined) {
    const count = loadState<number>('companyRuleCount') ?? USUAL_RULE_COUNT;
    if (count === 0) return null;
    return (
      <RulesPanel busy>
        {Array.from({ length: count }, (_, index) => (
          <Box component="li" key={index} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Box component="span" sx={{ display: 'flex', pt: '2px', flexShrink: 0 }} aria-hidden>
              <Skeleton variant="circular" width={20} height={20} />
            </Box>
            <Typography variant="body2" sx={{ flexGrow: 1 }}>
              <Skeleton width="70%" />
            </Typography>
          </Box>
        ))}
      </RulesPanel>
    );
  }
  const rules = criteria ? rulesOf(criteria) : [];
  if (rules.length === 0) return null;
  return (
    <RulesPanel>
      {rules.map((rule) => (
        <Box component="li" key={rule.key} data-rule={rule.key} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, minWidth: 0 }}>
          <Box component="span" sx={{ display: 'flex', pt: '2px', flexShrink: 0 }} aria-hidden>
            {rule.icon}
          </Box>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {rule.text}
          </Typography>
        </Box>
      ))}
    </RulesPanel>
  );
}
