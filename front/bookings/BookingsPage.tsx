import { Alert, Stack, Tab, Tabs, Typography } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BOOKING_TABS, type BookingListOrder, type BookingTab } from '../../entities/bookingTabs.ts';
import { PAGE_SIZE } from '../../entities/kit.ts';
import { ApiError, downloadFile } from '../../common/api.ts';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { PendingButton } from '../../common/PendingButton.tsx';
import {
  bookingCounts,
  type BookingFilterValues,
  type BookingRow,
  EMPTY_FILTERS,
  type FilterChoices,
  filterChoices,
  filterQuery,
  listBookings,
  type ListParams,
} from './bookingsApi.ts';
import { BookingFilters } from './BookingFilters.tsx';
import { BookingsTable } from './BookingsTable.tsx';

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
    bookingCounts(filters).then(
      ({ count, todo }) => current && setCounts({ in_progress: count, todo }),
      () => current && setCounts({}),
    );
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
    return downloadFile(`/api/me/download/bookings${filterQuery(filters, { tab, order_by: params.order_by, order: params.order })}`, 'reservations.xlsx').catch(
      (error) => console.error('bookings export failed', error),
    );
  };

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h1" component="h1">
          {t('bookings.list.title')}
        </Typography>
        <PendingButton variant="outlined" startIcon={<FileDownloadIcon />} onClick={exportAll} pendingLabel={t('app.progress.downloading')}>
          {t('bookings.list.export')}
        </PendingButton>
      </Stack>

      <Tabs value={tab} onChange={(_, next: BookingTab) => changeTab(next)} variant="scrollable" allowScrollButtonsMobile>
        {BOOKING_TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            data-testid={`bookings-tab-${name}`}
            label={
              counts[name] === undefined
                ? t(`bookings.list.tabs.${name}`)
                : t('bookingCalls.counts.label', { tab: t(`bookings.list.tabs.${name}`), count: counts[name] })
            }
          />
        ))}
      </Tabs>

      <BookingFilters draft={draft} onDraft={setDraft} choices={choices} tab={tab} onApply={apply} onReset={reset} />

      {failure && <Alert severity="error">{errorMessage(failure.code)}</Alert>}

      <BookingsTable tab={tab} page={page} loading={loading} params={params} onSort={sortBy} onParams={setParams} />
    </Stack>
  );
}
