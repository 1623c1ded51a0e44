import {
  Alert, Autocomplete, Box, Button, Chip, LinearProgress, Link, MenuItem, Paper, Stack, Tab, Table, TableBody, TableCell, TableContainer,
  TableHead, TablePagination, TableRow, TableSortLabel, Tabs, TextField, Typography,
} from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { BOOKING_TABS, type BookingListOrder, type BookingTab } from '../../entities/bookingTabs.ts';
import { PAGE_SIZE } from '../../entities/kit.ts';
import { ApiError, downloadFile } from '../../common/api.ts';
import { formatDate, formatMoney } from '../../common/format.ts';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { PendingButton } from '../../common/PendingButton.tsx';
import {
  bookingCounts, type BookingFilterValues, type BookingRow, EMPTY_FILTERS, type FilterChoices, filterChoices, filterQuery, listBookings, type ListParams,
} from './bookingsApi.ts';
import { statusLabel, StatusChip } from '../../common/StatusChip.tsx';

/** The columns a phone leaves out (its reference cell says the status); the booking's page has them all. */
const WIDE_ONLY: SxProps<Theme> = { display: { xs: 'none', sm: 'table-cell' } };

/**
 * On a phone the three columns share the screen's width as set here, whatever the rows hold: the reference with its
 * kind and status, the hotel in the rest, the arrival date whole. Any word too long for its column wraps, so no
 * status, hotel or city can widen the table beyond the screen.
 */
const PHONE_TABLE: SxProps<Theme> = {
  tableLayout: { xs: 'fixed', sm: 'auto' },
  '& .MuiTableCell-root': { px: { xs: 1, sm: 2 }, overflowWrap: 'anywhere' },
};
const PHONE_WIDTH = { ref: { width: { xs: '40%', sm: 'auto' } }, arrival: { width: { xs: '6.75rem', sm: 'auto' } } } satisfies Record<string, SxProps<Theme>>;

/**
 * A row opens its booking: its reference is a link whose box is stretched over the whole row, so a click anywhere,
 * a middle click, Tab then Enter and a screen reader's list of links all find the same named link.
 */
const ROW_LINKED: SxProps<Theme> = { position: 'relative', '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' } };
const LINK_OVER_ROW: SxProps<Theme> = { display: 'block', fontWeight: 600, '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:focus-visible': { outline: 'none' } };

function defaultParams(tab: BookingTab): ListParams {
  return { page: 1, itemsPerPage: PAGE_SIZE, order_by: 'arrival_date', order: tab === 'history' ? 'desc' : 'asc' };
}

/** /bookings: the caller's bookings in three tabs (to process, in progress, history), with filters, sorting, paging and the export. */
export function BookingsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = (BOOKING_TABS as readonly string[]).includes(searchParams.get('tab') ?? '') ? (searchParams.get('tab') as BookingTab) : 'todo';
  const [params, setParams] = useState<ListParams>(() => defaultParams(tab));
  const [draft, setDraft] = useState<BookingFilterValues>(EMPTY_FILTERS);
  const [filters, setFilters] = useState<BookingFilterValues>(EMPTY_FILTERS);
  const [choices, setChoices] = useState<FilterChoices | null>(null);
  const [page, setPage] = useState<{ items: BookingRow[]; total: number } | null>(null);
  const [loading, setLoading] = useState(true);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const tabPicked = useRef(false);
  const tabInAddress = searchParams.has('tab');

  useEffect(() => {
    filterChoices().then(setChoices, () => setChoices({ statuses: [], types: ['online'], hotels: [] }));
  }, []);

  // The totals of the open tabs with the filters applied, one call for both (the history has no badge).
  const [counts, setCounts] = useState<Partial<Record<BookingTab, number>>>({});
  useEffect(() => {
    let current = true;
    bookingCounts(filters).then(({ count, todo }) => current && setCounts({ in_progress: count, todo }), () => current && setCounts({}));
    return () => {
      current = false;
    };
  }, [filters]);

  useEffect(() => {
    let current = true;
    setLoading(true);
    listBookings(tab, filters, params).then(
      (answer) => {
        if (!current) return;
        // Arriving with nothing to process, the user sees what is under way rather than an empty tab.
        if (!tabInAddress && tab === 'todo' && answer.total === 0 && filters === EMPTY_FILTERS) {
          // A tab the user picked while this answer was on its way wins over the fallback.
          if (!tabPicked.current) setSearchParams({ tab: 'in_progress' }, { replace: true });
          return;
        }
        setPage(answer);
        setFailure(null);
        setLoading(false);
      },
      (error: ApiError) => {
        if (!current) return;
        setFailure(error);
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [tab, tabInAddress, setSearchParams, filters, params]);

  const changeTab = (next: BookingTab) => {
    tabPicked.current = true;
    setSearchParams({ tab: next }, { replace: true });
    setParams(defaultParams(next));
  };
  const sortBy = (column: BookingListOrder) =>
    setParams((previous) => ({ ...previous, page: 1, order_by: column, order: previous.order_by === column && previous.order === 'asc' ? 'desc' : 'asc' }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setParams((previous) => ({ ...previous, page: 1 }));
  };
  const reset = () => {
    setDraft(EMPTY_FILTERS);
    setFilters(EMPTY_FILTERS);
    setParams((previous) => ({ ...previous, page: 1 }));
  };
  const exportAll = () => {
    // A failed export is only logged: the list itself is unaffected.
    // The open tab and its filters, as the list shows them.
    return downloadFile(`/api/me/download/bookings${filterQuery(filters, { tab, order_by: params.order_by, order: params.order })}`, 'reservations.xlsx')
      .catch((error) => console.error('bookings export failed', error));
  };

  const header = (column: BookingListOrder | null, label: string, sx?: SxProps<Theme>) => (
    <TableCell sortDirection={column && params.order_by === column ? params.order : false} sx={sx}>
      {column ? (
        <TableSortLabel active={params.order_by === column} direction={params.order_by === column ? params.order : 'asc'} onClick={() => sortBy(column)}>
          {label}
        </TableSortLabel>
      ) : label}
    </TableCell>
  );

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h1" component="h1">{t('bookings.list.title')}</Typography>
        <PendingButton variant="outlined" startIcon={<FileDownloadIcon />} onClick={exportAll} pendingLabel={t('app.progress.downloading')}>{t('bookings.list.export')}</PendingButton>
      </Stack>

      <Tabs value={tab} onChange={(_, next: BookingTab) => changeTab(next)} variant="scrollable" allowScrollButtonsMobile>
        {BOOKING_TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            data-testid={`bookings-tab-${name}`}
            label={counts[name] === undefined ? t(`bookings.list.tabs.${name}`) : t('bookingCalls.counts.label', { tab: t(`bookings.list.tabs.${name}`), count: counts[name] })}
          />
        ))}
      </Tabs>

      <Paper variant="outlined" component="form" onSubmit={apply} sx={{ p: 2 }} aria-label={t('bookings.list.filters.apply')}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' } }}>
          <TextField size="small" label={t('bookings.list.filters.ref')} value={draft['booking-ref']} onChange={(event) => setDraft({ ...draft, 'booking-ref': event.target.value })} />
          <TextField size="small" select label={t('bookings.list.filters.type')} value={draft.type} onChange={(event) => setDraft({ ...draft, type: event.target.value as BookingFilterValues['type'] })}>
            <MenuItem value="">{t('bookings.list.filters.any_type')}</MenuItem>
            {(choices?.types ?? ['online', 'offline']).map((type) => <MenuItem key={type} value={type}>{t(`bookings.list.type.${type}`)}</MenuItem>)}
          </TextField>
          <Autocomplete
            freeSolo
            size="small"
            options={choices?.hotels ?? []}
            inputValue={draft.hotel}
            onInputChange={(_, value) => setDraft({ ...draft, hotel: value })}
            renderInput={(input) => <TextField {...input} label={t('bookings.list.filters.hotel')} />}
          />
          <TextField
            size="small"
            select
            label={t('bookings.list.filters.status')}
            value={draft.status}
            slotProps={{ select: { multiple: true, renderValue: (selected) => (selected as number[]).map((status) => statusLabel(status)).join(', ') } }}
            onChange={(event) => setDraft({ ...draft, status: event.target.value as unknown as number[] })}
          >
            {(choices?.statuses ?? [])
              .filter((status) => (tab === 'history' ? status.tab === 'history' : status.tab !== 'history'))
              .map((status) => <MenuItem key={status.value} value={status.value}>{statusLabel(status.value)}</MenuItem>)}
          </TextField>
          <TextField size="small" type="date" label={t('bookings.list.filters.from')} value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField size="small" type="date" label={t('bookings.list.filters.to')} value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
        </Box>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
          <Button onClick={reset}>{t('bookings.list.filters.reset')}</Button>
          <Button type="submit" variant="contained">{t('bookings.list.filters.apply')}</Button>
        </Stack>
      </Paper>

      {failure && <Alert severity="error">{errorMessage(failure.code)}</Alert>}

      <Paper variant="outlined">
        {loading && <LinearProgress aria-label={t('bookings.list.loading')} />}
        <TableContainer>
          <Table size="small" aria-label={t(`bookings.list.tabs.${tab}`)} sx={PHONE_TABLE}>
            <TableHead>
              <TableRow>
                {header('ref', t('bookings.list.columns.ref'), PHONE_WIDTH.ref)}
                {header(null, t('bookings.list.columns.hotel'))}
                {header('arrival_date', t('bookings.list.columns.arrival_date'), PHONE_WIDTH.arrival)}
                {header('departure_date', t('bookings.list.columns.departure_date'), WIDE_ONLY)}
                {header(null, t('bookings.list.columns.travellers'), WIDE_ONLY)}
                {header('status', t('bookings.list.columns.status'), WIDE_ONLY)}
                {header(null, t('bookings.list.columns.total'), WIDE_ONLY)}
                {header('created_at', t('bookings.list.columns.created_at'), WIDE_ONLY)}
              </TableRow>
            </TableHead>
            <TableBody>
              {page?.items.map((row) => (
                <TableRow key={row.id} hover sx={ROW_LINKED} data-testid={`booking-row-${row.ref}`}>
                  <TableCell>
                    <Link component={RouterLink} to={`/booking/${row.id}/show`} variant="body2" underline="hover" color="inherit" sx={LINK_OVER_ROW}>{row.ref}</Link>
                    <Chip size="small" variant="outlined" label={t(`bookings.list.type.${row.is_online ? 'online' : 'offline'}`)} sx={{ mt: 0.5, maxWidth: '100%' }} />
                    <Typography variant="caption" component="div" sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5, fontWeight: 600 }}>{statusLabel(row.status, row.manager_view)}</Typography>
                  </TableCell>
                  <TableCell>
                    <Typography variant="body2">{row.hotel_name ?? row.destination}</Typography>
                    {row.hotel_name && row.destination && <Typography variant="caption" color="text.secondary">{row.destination}</Typography>}
                  </TableCell>
                  <TableCell>{formatDate(row.arrival_date)}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{formatDate(row.departure_date)}</TableCell>
                  <TableCell sx={WIDE_ONLY}>
                    <Typography variant="body2">{row.travellers}</Typography>
                    {row.booker && <Typography variant="caption" color="text.secondary">{t('bookings.list.booked_by', { name: row.booker })}</Typography>}
                  </TableCell>
                  <TableCell sx={WIDE_ONLY}><StatusChip status={row.status} managerView={row.manager_view} /></TableCell>
                  <TableCell sx={WIDE_ONLY}>{formatMoney(row.total_price)}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{formatDate(row.created_at)}</TableCell>
                </TableRow>
              ))}
              {page && page.items.length === 0 && !loading && (
                <TableRow>
                  <TableCell colSpan={8} align="center" sx={{ py: 4, color: 'text.secondary' }}>{t('bookings.list.empty')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={page?.total ?? 0}
          page={params.page - 1}
          rowsPerPage={params.itemsPerPage}
          rowsPerPageOptions={[10, 25, 50, 100]}
          onPageChange={(_, next) => setParams({ ...params, page: next + 1 })}
          onRowsPerPageChange={(event) => setParams({ ...params, page: 1, itemsPerPage: Number(event.target.value) })}
          labelRowsPerPage={t('bookings.list.rows_per_page')}
          // Before the first page arrives there is no count yet: "0–0 of 0" would read as no booking at all.
          labelDisplayedRows={({ from, to, count }) => (page ? t('bookings.list.displayed_rows', { from, to, count }) : loading ? t('bookings.list.loading') : '')}
        />
      </Paper>
    </Stack>
  );
}
