import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Button, Checkbox, FormControlLabel, IconButton, MenuItem, Paper, Stack, Switch, TextField, Tooltip, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { apiFetch, ApiError } from '../../common/api.ts';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { useSession } from '../../common/session.ts';
import { INACTIVE_ROW } from '../../common/theme.ts';
import { TRAVELLER_SEARCH_MIN_LETTERS } from '../../entities/bookingRules.ts';
import type { Traveller, TravellerPage } from '../../entities/travellerReplies.ts';
import { type Column, PagedTable, type Paging, usePagedRows } from '../shared/PagedTable.tsx';
import { ImportDialog } from './ImportDialog.tsx';
import { TravellerDialog } from './TravellerDialog.tsx';

type Order = 'last_name' | 'first_name' | 'email';
type EnabledFilter = 'all' | 'enabled' | 'disabled';

const nameOf = (traveller: Traveller) => `${traveller.firstName} ${traveller.lastName}`;

/** /travellers: the company's travellers, searched, filtered, sorted and paged by the server; add, edit, enable, import. */
export function TravellersPage() {
  const { identity } = useSession();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [enabled, setEnabled] = useState<EnabledFilter>('all');
  const [withEmail, setWithEmail] = useState(false);
  const [toggleFailed, setToggleFailed] = useState(false);
  const [editing, setEditing] = useState<Traveller | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const load = useCallback(
    async ({ page, perPage, order }: Paging<Order>) => {
      const params = new URLSearchParams({ itemsPerPage: String(perPage), page: String(page + 1), [`order[${order.by}]`]: order.direction });
      if (query) params.set('search', query);
      if (enabled !== 'all') params.set('enabled', String(enabled === 'enabled'));
      if (withEmail) params.set('email[exists]', 'true');
      return (await apiFetch<TravellerPage>(`/api/me/travellers?${params}`)).data;
    },
    [query, enabled, withEmail],
  );
  const { table, failure, replace, reload, firstPage } = usePagedRows<Traveller, Order>('last_name', load);

  // The search starts at 3 letters, as the server requires, and once typing pauses.
  const letters = search.replace(/[^\p{L}\p{N}]/gu, '').length;
  const tooShort = search.trim() !== '' && letters < TRAVELLER_SEARCH_MIN_LETTERS;
  useEffect(() => {
    if (tooShort) return;
    const timer = setTimeout(() => {
      setQuery(search.trim());
      firstPage();
    }, 300);
    return () => clearTimeout(timer);
  }, [search, tooShort, firstPage]);

  async function toggle(traveller: Traveller) {
    try {
      const { data } = await apiFetch<Traveller>(`/api/travellers/${traveller.id}`, { method: 'PATCH', body: { enabled: !traveller.enabled } });
      setToggleFailed(false);
      replace(data);
    } catch {
      setToggleFailed(true);
    }
  }

  const columns: Column<Traveller, Order>[] = [
    {
      key: 'last_name',
      label: t('people.travellers.columns.last_name'),
      sort: 'last_name',
      cellSx: { fontWeight: 600, overflowWrap: 'anywhere' },
      cell: (traveller) => traveller.lastName,
    },
    {
      key: 'first_name',
      label: t('people.travellers.columns.first_name'),
      sort: 'first_name',
      cellSx: { overflowWrap: 'anywhere' },
      cell: (traveller) => traveller.firstName,
    },
    {
      key: 'email',
      label: t('people.travellers.columns.email'),
      sort: 'email',
      from: 'sm',
      cellSx: { overflowWrap: 'anywhere' },
      cell: (traveller) => traveller.email ?? '—',
    },
    {
      key: 'mobile_phone',
      label: t('people.travellers.columns.mobile_phone'),
      from: 'md',
      cellSx: { whiteSpace: 'nowrap' },
      cell: (traveller) => traveller.mobilePhone ?? '—',
    },
    {
      key: 'enabled',
      label: t('people.travellers.columns.enabled'),
      cell: (traveller) => (
        <Switch
          size="small"
          checked={traveller.enabled}
          onChange={() => toggle(traveller)}
          slotProps={{ input: { 'aria-label': t(traveller.enabled ? 'people.travellers.disable' : 'people.travellers.enable', { name: nameOf(traveller) }) } }}
        />
      ),
    },
    {
      key: 'actions',
      label: t('people.travellers.columns.actions'),
      align: 'right',
      cell: (traveller) => (
        <Tooltip title={t('people.travellers.edit')}>
          <IconButton size="small" aria-label={`${t('people.travellers.edit')} ${nameOf(traveller)}`} onClick={() => setEditing(traveller)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];
  const failureMessage =
    failure === null ? null : failure instanceof ApiError && failure.status === 400 ? errorMessage(failure.code) : t('people.travellers.failed');

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}>
        <div>
          <Typography variant="h1" component="h1">
            {t('people.travellers.title')}
          </Typography>
          <Typography color="text.secondary">{t('people.travellers.intro')}</Typography>
        </div>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexShrink: 0 }}>
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)} disabled={!identity?.company}>
            {t('people.travellers.import.button')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
            {t('people.travellers.add')}
          </Button>
        </Stack>
      </Stack>

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <TextField
            label={t('people.travellers.search')}
            name="search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            error={tooShort}
            helperText={tooShort ? errorMessage('search_too_short') : undefined}
            sx={{ flexGrow: 1 }}
          />
          <TextField
            select
            label={t('people.travellers.enabled_filter')}
            name="enabled"
            value={enabled}
            sx={{ minWidth: 160 }}
            onChange={(event) => {
              setEnabled(event.target.value as EnabledFilter);
              firstPage();
            }}
          >
            {(['all', 'enabled', 'disabled'] as const).map((value) => (
              <MenuItem key={value} value={value}>
                {t(`people.travellers.filter.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Checkbox
                checked={withEmail}
                onChange={(event) => {
                  setWithEmail(event.target.checked);
                  firstPage();
                }}
              />
            }
            label={t('people.travellers.with_email')}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          />
        </Stack>
      </Paper>

      {failureMessage && (
        <Alert severity="error" role="alert">
          {failureMessage}
        </Alert>
      )}
      {toggleFailed && (
        <Alert severity="error" role="alert" onClose={() => setToggleFailed(false)}>
          {t('people.travellers.toggle_failed')}
        </Alert>
      )}

      <PagedTable
        columns={columns}
        table={table}
        testId="travellers-table"
        rowTestId="traveller-row"
        empty={t('people.travellers.empty')}
        rowSx={(traveller) => (traveller.enabled ? {} : INACTIVE_ROW)}
      />

      <TravellerDialog
        open={editing !== undefined}
        traveller={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          reload();
        }}
      />
      {identity?.company && <ImportDialog companyId={identity.company.id} open={importing} onClose={() => setImporting(false)} onImported={reload} />}
    </Stack>
  );
}
