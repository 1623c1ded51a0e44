import {
  Chip,
  LinearProgress,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import type { BookingListOrder, BookingTab } from '../../entities/bookingTabs.ts';
import { formatDate, formatMoney } from '../../common/format.ts';
import { t } from '../../common/i18n/index.ts';
import { statusLabel, StatusChip } from '../../common/StatusChip.tsx';
import type { BookingRow, ListParams } from './bookingsApi.ts';

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
const LINK_OVER_ROW: SxProps<Theme> = {
  display: 'block',
  fontWeight: 600,
  '&::after': { content: '""', position: 'absolute', inset: 0 },
  '&:focus-visible': { outline: 'none' },
};

/** A page of the bookings list: its sortable columns, its rows each opening its booking, and the paging. */
export function BookingsTable({
  tab,
  page,
  loading,
  params,
  onSort,
  onParams,
}: {
  tab: BookingTab;
  /** The page shown, none before the first answer. */
  page: { items: BookingRow[]; total: number } | null;
  loading: boolean;
  params: ListParams;
  onSort: (column: BookingListOrder) => void;
  onParams: (params: ListParams) => void;
}) {
  const header = (column: BookingListOrder | null, label: string, sx?: SxProps<Theme>) => (
    <TableCell sortDirection={column && params.order_by === column ? params.order : false} sx={sx}>
      {column ? (
        <TableSortLabel active={params.order_by === column} direction={params.order_by === column ? params.order : 'asc'} onClick={() => onSort(column)}>
          {label}
        </TableSortLabel>
      ) : (
        label
      )}
    </TableCell>
  );

  return (
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
                  <Link component={RouterLink} to={`/booking/${row.id}/show`} variant="body2" underline="hover" color="inherit" sx={LINK_OVER_ROW}>
                    {row.ref}
                  </Link>
                  <Chip
                    size="small"
                    variant="outlined"
                    label={t(`bookings.list.type.${row.is_online ? 'online' : 'offline'}`)}
                    sx={{ mt: 0.5, maxWidth: '100%' }}
                  />
                  <Typography variant="caption" component="div" sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5, fontWeight: 600 }}>
                    {statusLabel(row.status, row.manager_view)}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Typography variant="body2">{row.hotel_name ?? row.destination}</Typography>
                  {row.hotel_name && row.destination && (
                    <Typography variant="caption" color="text.secondary">
                      {row.destination}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{formatDate(row.arrival_date)}</TableCell>
                <TableCell sx={WIDE_ONLY}>{formatDate(row.departure_date)}</TableCell>
                <TableCell sx={WIDE_ONLY}>
                  <Typography variant="body2">{row.travellers}</Typography>
                  {row.booker && (
                    <Typography variant="caption" color="text.secondary">
                      {t('bookings.list.booked_by', { name: row.booker })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={WIDE_ONLY}>
                  <StatusChip status={row.status} managerView={row.manager_view} />
                </TableCell>
                <TableCell sx={WIDE_ONLY}>{formatMoney(row.amount)}</TableCell>
                <TableCell sx={WIDE_ONLY}>{formatDate(row.created_at)}</TableCell>
              </TableRow>
            ))}
            {page && page.items.length === 0 && !loading && (
              <TableRow>
                <TableCell colSpan={8} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {t('bookings.list.empty')}
                </TableCell>
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
        onPageChange={(_, next) => onParams({ ...params, page: next + 1 })}
        onRowsPerPageChange={(event) => onParams({ ...params, page: 1, itemsPerPage: Number(event.target.value) })}
        labelRowsPerPage={t('bookings.list.rows_per_page')}
        // Before the first page arrives there is no count yet: "0–0 of 0" would read as no booking at all.
        labelDisplayedRows={({ from, to, count }) =>
          page ? t('bookings.list.displayed_rows', { from, to, count }) : loading ? t('bookings.list.loading') : ''
        }
      />
    </Paper>
  );
}
