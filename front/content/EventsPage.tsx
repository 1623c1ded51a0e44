import EventIcon from '@mui/icons-material/Event';
import PlaceIcon from '@mui/icons-material/Place';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { submitErrors } from '../../common/api.ts';
import { ErrorSummary } from '../../common/ErrorSummary.tsx';
import { formatDate } from '../../common/format.ts';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { agencyToday, nightsBetween } from '../../entities/bookingRules.ts';
import { EVENTS_WINDOW_MAX_DAYS } from '../../entities/contentRules.ts';
import { addDays } from '../../entities/contingentRules.ts';
import { currentEvents, type TradeEvent } from './contentApi.ts';

/** /events: trade fairs and other events in a window of 0 to 365 days, from today to a year ahead at first. */
export function EventsPage() {
  const [first] = useState(() => {
    const today = agencyToday();
    return { from: today, to: addDays(today, EVENTS_WINDOW_MAX_DAYS) };
  });
  const [from, setFrom] = useState(first.from);
  const [to, setTo] = useState(first.to);
  const [events, setEvents] = useState<TradeEvent[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string | number>>({});
  // The first window is asked for at once: the page shows it loading from its first frame.
  const [loading, setLoading] = useState(true);
  // Each refused search asked by the user (not the first, automatic one): the summary takes the focus.
  const [attempt, setAttempt] = useState(0);

  const search = useCallback(async (start: string, end: string) => {
    const problems: Record<string, string | number> = {};
    if (!start) problems.startDate = 20;
    if (!end) problems.endDate = 20;
    else if (start && end < start) problems.endDate = 21;
    else if (start && nightsBetween(start, end) > EVENTS_WINDOW_MAX_DAYS) problems.endDate = 760;
    setErrors(problems);
    if (Object.keys(problems).length) return false;
    setLoading(true);
    try {
      setEvents(await currentEvents(start, end));
    } catch (error) {
      const { fields, code } = submitErrors(error);
      setErrors({ ...fields, _: code });
      return Object.keys(fields).length === 0;
    } finally {
      setLoading(false);
    }
    return true;
  }, []);

  // Only the first window is loaded by itself; later ones on demand.
  useEffect(() => {
    void search(first.from, first.to);
  }, [search, first]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void search(from, to).then((accepted) => {
      if (!accepted) setAttempt((count) => count + 1);
    });
  };
  const describe = (name: string, code: string | number) => (code === 760 ? t('content.events.window', { days: EVENTS_WINDOW_MAX_DAYS }) : errorMessage(code));
  const helper = (name: string) => (errors[name] !== undefined ? describe(name, errors[name]) : undefined);
  const { _: general, ...fieldErrors } = errors;

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
          {t('content.events.title')}
        </Typography>
        <Typography color="text.secondary">{t('content.events.intro')}</Typography>
      </div>
      <Box component="form" onSubmit={submit} noValidate>
        <ErrorSummary errors={fieldErrors} attempt={attempt} describe={describe} />
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'flex-start' }, mt: Object.keys(fieldErrors).length > 0 ? 2 : 0 }}>
          <TextField
            type="date"
            label={t('content.events.from')}
            name="startDate"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            error={Boolean(errors.startDate)}
            helperText={helper('startDate')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            label={t('content.events.to')}
            name="endDate"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            error={Boolean(errors.endDate)}
            helperText={helper('endDate')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button type="submit" variant="contained" disabled={loading} sx={{ mt: { sm: 1 } }}>
            {t('content.events.search')}
          </Button>
        </Stack>
      </Box>
      {general !== undefined && !errors.startDate && !errors.endDate && <Alert severity="error">{errorMessage(general)}</Alert>}
      {loading && <LinearProgress aria-label={t('app.loading')} />}
      {events?.length === 0 && <Typography color="text.secondary">{t('content.events.empty')}</Typography>}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' }, gap: 2 }}>
        {events?.map((event) => (
          <Card key={event.id} variant="outlined" data-testid="event-item" sx={{ minWidth: 0 }}>
            <CardContent>
              <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem', mb: 1, overflowWrap: 'anywhere' }}>
                {event.name}
              </Typography>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                <EventIcon fontSize="small" color="action" />
                <Typography variant="body2">
                  {t('content.events.dates', { from: formatDate(event.starting_date), to: formatDate(event.ending_date) })}
                </Typography>
              </Stack>
              {(event.city || event.location) && (
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mt: 0.5 }}>
                  <PlaceIcon fontSize="small" color="action" />
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {[event.location, event.city].filter(Boolean).join(', ')}
                  </Typography>
                </Stack>
              )}
            </CardContent>
          </Card>
        ))}
      </Box>
    </Stack>
  );
}
