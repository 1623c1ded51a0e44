import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Alert, Box, Button, Checkbox, CircularProgress, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { ApiError, apiFetch } from '../../common/api.ts';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { MAX_TRAVELLERS, TRAVELLER_SEARCH_MIN_LETTERS } from '../../entities/bookingRules.ts';
import { NewTravellerDialog } from '../shared/NewTravellerDialog.tsx';
import { travellerName } from '../shared/TravellerPicker.tsx';
import type { Traveller, VisitorTravellerList } from '../../entities/travellerReplies.ts';

const DEBOUNCE_MS = 250;
const letters = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '').length;

/** Who the visitor is on a generated link: the company's uid and the chain this browser holds for it. */
export interface VisitorKey {
  companyUid: string;
  chain: string;
}

/**
 * The travellers of a request sent through a generated link: ticked among the visitor's own saved travellers
 * (GET /api/public/travellers, the ten first; a search past ten), or added on the spot (POST /api/public/travellers).
 * `error` is the server's code for the travellers sent (404: one is not the visitor's).
 */
export function VisitorTravellers({
  visitor,
  value,
  onChange,
  error,
}: {
  visitor: VisitorKey;
  value: Traveller[];
  onChange: (travellers: Traveller[]) => void;
  error?: string | number;
}) {
  const [items, setItems] = useState<Traveller[] | null>(null);
  const [total, setTotal] = useState(0);
  const [search, setSearch] = useState('');
  const [failure, setFailure] = useState<string | number | null>(null);
  const [creating, setCreating] = useState(false);
  const [round, setRound] = useState(0);

  const text = search.trim();
  const searching = letters(text) >= TRAVELLER_SEARCH_MIN_LETTERS;
  // Past ten travellers the list follows the search; below three letters it is the first ten.
  const searched = searching ? text : '';
  useEffect(() => {
    let live = true;
    const timer = setTimeout(
      async () => {
        try {
          const query = new URLSearchParams({ company: visitor.companyUid, unique: visitor.chain, enabled: 'true', ...(searched && { search: searched }) });
          const { data } = await apiFetch<VisitorTravellerList>(`/api/public/travellers?${query}`, { public: true });
          if (!live) return;
          setItems(data.items);
          if (!searched) setTotal(data.total);
          setFailure(null);
        } catch (caught) {
          if (live) setFailure(caught instanceof ApiError ? caught.code : 'unknown');
        }
      },
      searched ? DEBOUNCE_MS : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [visitor.companyUid, visitor.chain, searched, round]);

  const chosen = new Set(value.map((traveller) => traveller.id));
  const full = value.length >= MAX_TRAVELLERS;
  // The chosen ones stay in sight whatever the search shows.
  const shown = [...value, ...(items ?? []).filter((traveller) => !chosen.has(traveller.id))];
  const toggle = (traveller: Traveller, on: boolean) => onChange(on ? [...value, traveller] : value.filter((other) => other.id !== traveller.id));

  return (
    <Stack spacing={2} data-testid="visitor-travellers">
      <Typography color="text.secondary">{t('visitors.travellers.intro')}</Typography>
      {total > (items?.length ?? 0) || search ? (
        <TextField
          name="traveller-search"
          type="search"
          label={t('visitors.travellers.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          helperText={t('visitors.travellers.search_hint')}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          fullWidth
        />
      ) : null}
      {failure !== null && <Alert severity="error">{failure === 'unknown' ? t('visitors.travellers.failed') : errorMessage(failure)}</Alert>}
      {/* Takes the line the list's first answer fills, so the button below does not move under the pointer. */}
      {items === null && failure === null && (
        <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={16} aria-label={t('visitors.travellers.loading')} />
          <Typography color="text.secondary">{t('visitors.travellers.loading')}</Typography>
        </Stack>
      )}
      {items !== null && shown.length === 0 && (
        <Typography color="text.secondary">{searching ? t('visitors.travellers.no_match') : t('visitors.travellers.none')}</Typography>
      )}
      {shown.length > 0 && (
        <Box sx={{ display: 'grid', gap: 0.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {shown.map((traveller) => (
            <FormControlLabel
              key={traveller.id}
              sx={{ alignItems: 'flex-start', mr: 0, minWidth: 0 }}
              control={
                <Checkbox
                  checked={chosen.has(traveller.id)}
                  disabled={full && !chosen.has(traveller.id)}
                  onChange={(event) => toggle(traveller, event.target.checked)}
                  sx={{ pt: 0.5 }}
                />
              }
              label={
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>{travellerName(traveller)}</Typography>
                  {traveller.email && (
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {traveller.email}
                    </Typography>
                  )}
                </Box>
              }
            />
          ))}
        </Box>
      )}
      {!searching && total > (items?.length ?? 0) && (
        <Typography variant="body2" color="text.secondary">
          {t('visitors.travellers.more', { shown: items?.length ?? 0, total })}
        </Typography>
      )}
      {full && (
        <Typography variant="body2" color="text.secondary">
          {t('visitors.travellers.max', { max: MAX_TRAVELLERS })}
        </Typography>
      )}
      {error !== undefined && <Alert severity="error">{error === 404 ? t('visitors.travellers.unknown') : errorMessage(error)}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="body2" data-testid="visitor-travellers-count">
          {t('visitors.travellers.chosen', { smart_count: value.length })}
        </Typography>
        <Button startIcon={<PersonAddIcon />} onClick={() => setCreating(true)} disabled={full}>
          {t('visitors.travellers.add')}
        </Button>
      </Stack>
      <NewTravellerDialog
        open={creating}
        onClose={() => setCreating(false)}
        save={async (body) =>
          (
            await apiFetch<Traveller>('/api/public/travellers', {
              method: 'POST',
              body: { ...body, company: visitor.companyUid, uniqueChain: visitor.chain },
              public: true,
            })
          ).data
        }
        onCreated={(traveller) => {
          setCreating(false);
          if (!chosen.has(traveller.id)) onChange([...value, traveller]);
          setRound((current) => current + 1);
        }}
      />
    </Stack>
  );
}
