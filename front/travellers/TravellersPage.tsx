import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert, Box, Button, Checkbox, FormControlLabel, IconButton, LinearProgress, MenuItem, Paper, Stack, Switch, Table, TableBody, TableCell,
  TableContainer, TableHead, TablePagination, TableRow, TableSortLabel, TextField, Tooltip, Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { apiFetch, ApiError } from '../../common/api.ts';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { useSession } from '../../common/session.ts';
import { TRAVELLER_SEARCH_MIN_LETTERS } from '../../entities/bookingRules.ts';
import type { Traveller } from '../booking/types.ts';
import { ImportDialog } from './ImportDialog.tsx';
import { TravellerDialog } from './TravellerDialog.tsx';

type Order = 'last_name' | 'first_name' | 'email';
type EnabledFilter = 'all' | 'enabled' | 'disabled';

/** Hidden on narrow screens, so the table fits a phone without scrolling sideways. */
const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;
const MEDIUM = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** /travellers: the company's travellers, searched, filtered, sorted and paged by the server; add, edit, enable, import. */
export function TravellersPage() {
  const { identity } = useSession();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [enabled, setEnabled] = useState<EnabledFilter>('all');
  const [withEmail, setWithEmail] = useState(false);
  const [order, setOrder] = useState<{ by: Order; direction: 'asc' | 'desc' }>({ by: 'last_name', direction: 'asc' });
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const [rows, setRows] = useState<{ items: Traveller[]; total: number } | null>(null);
  const [loading, setLoading] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const [editing, setEditing] = useState<Traveller | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((value) => value + 1), []);

  // The search starts at 3 letters (SPEC 5) and once typing pauses.
  const letters = search.replace(/[^\p{L}\p{N}]/gu, '').length;
  const tooShort = search.trim() !== '' && letters < TRAVELLER_SEARCH_MIN_LETTERS;
  useEffect(() => {
    if (tooShort) return;
    const timer = setTimeout(() => {
      setQuery(search.trim());
      setPage(0);
    }, 300);
    return () => clearTimeout(timer);
  }, [search, tooShort]);

  useEffect(() => {
    let current = true;
    setLoading(true);
    const params = new URLSearchParams({ itemsPerPage: String(perPage), page: String(page + 1), [`order[${order.by}]`]: order.direction });
    if (query) params.set('search', query);
    if (enabled !== 'all') params.set('enabled', String(enabled === 'enabled'));
    if (withEmail) params.set('email[exists]', 'true');
    apiFetch<{ items: Traveller[]; total: number }>(`/api/me/travellers?${params}`).then(
      ({ data }) => {
        if (!current) return;
        setRows(data);
        setFailure(null);
        setLoading(false);
      },
      (error) => {
        if (!current) return;
        setFailure(error instanceof ApiError && error.status === 400 ? errorMessage(error.code) : t('people.travellers.failed'));
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [query, enabled, withEmail, order, page, perPage, version]);

  async function toggle(traveller: Traveller) {
    try {
      const { data } = await apiFetch<Traveller>(`/api/travellers/${traveller.id}`, { method: 'PATCH', body: { enabled: !traveller.enabled } });
      setRows((previous) => previous && { ...previous, items: previous.items.map((row) => (row.id === data.id ? data : row)) });
    } catch {
      setFailure(t('people.travellers.toggle_failed'));
    }
  }

  const sortBy = (column: Order) => {
    setOrder((previous) => ({ by: column, direction: previous.by === column && previous.direction === 'asc' ? 'desc' : 'asc' }));
    setPage(0);
  };
  const header = (column: Order, sx?: object) => (
    <TableCell sx={sx} sortDirection={order.by === column ? order.direction : false}>
      <TableSortLabel active={order.by === column} direction={order.by === column ? order.direction : 'asc'} onClick={() => sortBy(column)}>
        {t(`people.travellers.columns.${column}`)}
      </TableSortLabel>
    </TableCell>
  );

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}>
        <div>
          <Typography variant="h1" component="h1">{t('people.travellers.title')}</Typography>
          <Typography color="text.secondary">{t('people.travellers.intro')}</Typography>
        </div>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexShrink: 0 }}>
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)} disabled={!identity?.company}>
            {t('people.travellers.import.button')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>{t('people.travellers.add')}</Button>
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
          <TextField select label={t('people.travellers.enabled_filter')} name="enabled" value={enabled} sx={{ minWidth: 160 }}
            onChange={(event) => {
              setEnabled(event.target.value as EnabledFilter);
              setPage(0);
            }}>
            {(['all', 'enabled', 'disabled'] as const).map((value) => <MenuItem key={value} value={value}>{t(`people.travellers.filter.${value}`)}</MenuItem>)}
          </TextField>
          <FormControlLabel
            control={<Checkbox checked={withEmail} onChange={(event) => {
              setWithEmail(event.target.checked);
              setPage(0);
            }} />}
            label={t('people.travellers.with_email')}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          />
        </Stack>
      </Paper>

      {failure && <Alert severity="error" role="alert">{failure}</Alert>}

      <Paper variant="outlined">
        {loading && <LinearProgress />}
        <TableContainer>
          <Table size="small" data-testid="travellers-table" sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                {header('last_name')}
                {header('first_name')}
                {header('email', MEDIUM)}
                <TableCell sx={WIDE}>{t('people.travellers.columns.mobile_phone')}</TableCell>
                <TableCell>{t('people.travellers.columns.enabled')}</TableCell>
                <TableCell align="right">{t('people.travellers.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows?.items.map((traveller) => {
                const name = `${traveller.firstName} ${traveller.lastName}`;
                return (
                  <TableRow key={traveller.id} hover data-testid="traveller-row" sx={{ opacity: traveller.enabled ? 1 : 0.6 }}>
                    <TableCell sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{traveller.lastName}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{traveller.firstName}</TableCell>
                    <TableCell sx={{ ...MEDIUM, overflowWrap: 'anywhere' }}>{traveller.email ?? '—'}</TableCell>
                    <TableCell sx={{ ...WIDE, whiteSpace: 'nowrap' }}>{traveller.mobilePhone ?? '—'}</TableCell>
                    <TableCell>
                      <Switch size="small" checked={traveller.enabled} onChange={() => toggle(traveller)}
                        slotProps={{ input: { 'aria-label': t(traveller.enabled ? 'people.travellers.disable' : 'people.travellers.enable', { name }) } }} />
                    </TableCell>
                    <TableCell align="right">
                      <Tooltip title={t('people.travellers.edit')}>
                        <IconButton size="small" aria-label={`${t('people.travellers.edit')} ${name}`} onClick={() => setEditing(traveller)}>
                          <EditIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                );
              })}
              {rows && rows.items.length === 0 && !loading && (
                <TableRow><TableCell colSpan={6}><Typography color="text.secondary" sx={{ py: 2 }}>{t('people.travellers.empty')}</Typography></TableCell></TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <Box sx={{ overflowX: 'hidden' }}>
          <TablePagination
            component="div"
            count={rows?.total ?? 0}
            page={page}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={perPage}
            rowsPerPageOptions={[10, 25, 50, 100]}
            onRowsPerPageChange={(event) => {
              setPerPage(Number(event.target.value));
              setPage(0);
            }}
            labelRowsPerPage={t('people.travellers.rows_per_page')}
            labelDisplayedRows={({ from, to, count }) => t('people.travellers.range', { from, to, count })}
          />
        </Box>
      </Paper>

      <TravellerDialog
        open={editing !== undefined}
        traveller={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          reload();
        }}
      />
      {identity?.company && (
        <ImportDialog companyId={identity.company.id} open={importing} onClose={() => setImporting(false)} onImported={reload} />
      )}
    </Stack>
  );
}
