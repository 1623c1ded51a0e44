import { Alert, Box, MenuItem, Paper, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography, useTheme, type Theme } from '@mui/material';
import { useEffect, useState } from 'react';
import { failureCode } from '../../common/api.ts';
import { formatMoney, formatPercent, intlLocale, moneyFormat } from '../../common/format.ts';
import { errorMessage, locale, t } from '../../common/i18n/index.ts';
import { LoadingScreen } from '../../common/LoadingScreen.tsx';
import { useSession } from '../../common/session.ts';
import { BarChart } from './BarChart.tsx';
import type { Stats } from '../../entities/stats.ts';
import { bookingStats } from './statsApi.ts';

const count = new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 1, notation: 'compact' });
const money = moneyFormat(locale, { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });

/** The charts of one figure a period, each in its colour of the theme; the spend sums money, the others count. */
const FIGURES = [
  { key: 'bookings', integer: true, color: (theme: Theme) => theme.palette.primary.main },
  { key: 'nights', integer: true, color: (theme: Theme) => theme.palette.secondary.main },
  { key: 'spend', integer: false, color: (theme: Theme) => theme.palette.info.main },
] as const;

/** `2026` stays as it is; `2026-03` reads as the month's short name. */
const periodLabel = (period: string) => (period.length === 7 ? t(`stats.months.${period.slice(5)}`) : period);

function Figure({ label, value, detail, testId }: { label: string; value: string; detail?: string; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>{value}</Typography>
      {detail && (
        <Typography variant="caption" color="text.secondary">
          {detail}
        </Typography>
      )}
    </Paper>
  );
}

/**
 * /stats: the bookings made, room nights, spend and travel-policy compliance, by year or by the months of a year.
 * Managers and accountants see their company's, a user his own (the server decides).
 */
export function StatsPage() {
  const theme = useTheme();
  const { identity } = useSession();
  const [group, setGroup] = useState<'year' | 'month'>('year');
  const [year, setYear] = useState<number>(new Date().getFullYear());
  const [stats, setStats] = useState<Stats | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    bookingStats(group, year).then(
      (result) => current && setStats(result),
      (error) => current && setFailure(errorMessage(failureCode(error))),
    );
    return () => {
      current = false;
    };
  }, [group, year]);

  if (failure) return <Alert severity="error">{failure}</Alert>;
  if (!stats) return <LoadingScreen />;

  const labels = stats.periods.map((period) => periodLabel(period.period));
  const checked = stats.totals.policy_ok + stats.totals.policy_ko;
  const colors = { ok: theme.palette.success.main, ko: theme.palette.error.main, unknown: theme.palette.grey[400] };

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1" component="h1">
          {t('stats.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="stats-scope">
          {stats.scope === 'company' ? t('stats.scope_company', { company: identity?.company?.name ?? '' }) : t('stats.scope_user')}
        </Typography>
      </div>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={group}
          aria-label={t('stats.group')}
          onChange={(_, value: 'year' | 'month' | null) => {
            if (!value || value === group) return;
            setStats(null);
            setGroup(value);
          }}
        >
          <ToggleButton value="year">{t('stats.by_year')}</ToggleButton>
          <ToggleButton value="month">{t('stats.by_month')}</ToggleButton>
        </ToggleButtonGroup>
        {group === 'month' && (
          <TextField
            select
            size="small"
            label={t('stats.year')}
            value={stats.year ?? year}
            sx={{ width: 140 }}
            onChange={(event) => {
              setStats(null);
              setYear(Number(event.target.value));
            }}
          >
            {[...stats.years].reverse().map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
        <Figure
          testId="stats-total-bookings"
          label={t('stats.totals.bookings')}
          value={String(stats.totals.bookings)}
          detail={stats.totals.cancelled ? t('stats.totals.cancelled', { count: stats.totals.cancelled }) : undefined}
        />
        <Figure testId="stats-total-nights" label={t('stats.totals.nights')} value={String(stats.totals.nights)} />
        <Figure testId="stats-total-spend" label={t('stats.totals.spend')} value={formatMoney(stats.totals.spend)} />
        <Figure testId="stats-total-compliance" label={t('stats.totals.compliance')} value={checked ? formatPercent(stats.totals.policy_ok / checked) : '—'} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {FIGURES.map(({ key, color, integer }) => (
          <BarChart
            key={key}
            integer={integer}
            testId={`chart-${key}`}
            title={t(`stats.charts.${key}`)}
            labels={labels}
            format={(value) => (integer ? count : money).format(value)}
            series={[{ key, label: t(`stats.charts.${key}`), color: color(theme) }]}
            values={stats.periods.map((period) => [period[key]])}
          />
        ))}
        <BarChart
          integer
          testId="chart-compliance"
          title={t('stats.charts.compliance')}
          labels={labels}
          format={(value) => count.format(value)}
          series={[
            { key: 'ok', label: t('stats.compliance.ok'), color: colors.ok },
            { key: 'ko', label: t('stats.compliance.ko'), color: colors.ko },
            { key: 'unknown', label: t('stats.compliance.unknown'), color: colors.unknown },
          ]}
          values={stats.periods.map((period) => [period.policy_ok, period.policy_ko, period.policy_unknown])}
        />
      </Box>
    </Stack>
  );
}
