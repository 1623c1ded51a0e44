import {
  Box,
  LinearProgress,
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
  type SxProps,
  type Theme,
} from '@mui/material';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { PAGE_SIZE } from '../../entities/kit.ts';
import { t } from '../../common/i18n/index.ts';

/** One page of a list as the server answers it. */
export interface Page<T> {
  items: T[];
  total: number;
}

export interface Order<O extends string> {
  by: O;
  direction: 'asc' | 'desc';
}

/** Which page, how long and in which order the table asks the server for. */
export interface Paging<O extends string> {
  page: number;
  perPage: number;
  order: Order<O>;
}

/** Hidden below a width, so the table fits a phone without scrolling sideways. */
const SHOWN_FROM = {
  sm: { display: { xs: 'none', sm: 'table-cell' } },
  md: { display: { xs: 'none', md: 'table-cell' } },
} as const;

export interface Column<T, O extends string> {
  key: string;
  label: string;
  /** The server's name of the order, for a column that sorts. */
  sort?: O;
  /** The smallest screen the column shows on; every screen when absent. */
  from?: keyof typeof SHOWN_FROM;
  align?: 'right';
  cell: (row: T) => ReactNode;
  cellSx?: SxProps<Theme>;
}

/**
 * The state of a list searched, sorted and paged by the server: `load` is asked again whenever it changes (a new
 * filter), the page, its length or the order do, or `reload` is called; an answer that comes after a newer question
 * is dropped.
 */
export function usePagedRows<T extends { id: number }, O extends string>(firstOrder: O, load: (paging: Paging<O>) => Promise<Page<T>>) {
  const [order, setOrder] = useState<Order<O>>({ by: firstOrder, direction: 'asc' });
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(PAGE_SIZE);
  const [rows, setRows] = useState<Page<T> | null>(null);
  const [loading, setLoading] = useState(true);
  const [failure, setFailure] = useState<unknown>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    load({ page, perPage, order }).then(
      (data) => {
        if (!current) return;
        setRows(data);
        setFailure(null);
        setLoading(false);
      },
      (error: unknown) => {
        if (!current) return;
        setFailure(error ?? 'unknown');
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [load, page, perPage, order, version]);

  const sortBy = useCallback((column: O) => {
    setOrder((previous) => ({ by: column, direction: previous.by === column && previous.direction === 'asc' ? 'desc' : 'asc' }));
    setPage(0);
  }, []);

  return {
    rows,
    /** Puts what the server answered of a changed row in place, without asking for the page again. */
    replace: useCallback(
      (changed: T) =>
        setRows((previous) => previous && { ...previous, items: previous.items.map((item) => (item.id === changed.id ? { ...item, ...changed } : item)) }),
      [],
    ),
    loading,
    failure,
    reload: useCallback(() => setVersion((value) => value + 1), []),
    /** Back to the first page, when a filter changes. */
    firstPage: useCallback(() => setPage(0), []),
    table: {
      rows,
      loading,
      order,
      sortBy,
      page,
      perPage,
      setPage,
      setPerPage: (next: number) => {
        setPerPage(next);
        setPage(0);
      },
    },
  };
}

/**
 * A table of a list paged by the server (the front office's travellers and users): sortable headers, columns that
 * give way on narrow screens, a bar while a page loads, a line when there is nothing, and the page controls.
 */
export function PagedTable<T extends { id: number }, O extends string>({
  columns,
  table,
  testId,
  rowTestId,
  rowSx,
  empty,
}: {
  columns: Column<T, O>[];
  table: ReturnType<typeof usePagedRows<T, O>>['table'];
  testId: string;
  rowTestId: string;
  rowSx?: (row: T) => SxProps<Theme>;
  empty: string;
}) {
  const { rows, loading, order, sortBy, page, perPage, setPage, setPerPage } = table;
  const sx = (column: Column<T, O>) =>
    [column.from ? SHOWN_FROM[column.from] : {}, ...(Array.isArray(column.cellSx) ? column.cellSx : [column.cellSx ?? {}])] as SxProps<Theme>;
  return (
    <Paper variant="outlined">
      {loading && <LinearProgress aria-label={t('app.loading')} />}
      <TableContainer>
        <Table size="small" data-testid={testId} sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sx={column.from ? SHOWN_FROM[column.from] : undefined}
                  sortDirection={column.sort && order.by === column.sort ? order.direction : false}
                >
                  {column.sort ? (
                    <TableSortLabel
                      active={order.by === column.sort}
                      direction={order.by === column.sort ? order.direction : 'asc'}
                      onClick={() => sortBy(column.sort!)}
                    >
                      {column.label}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows?.items.map((row) => (
              <TableRow key={row.id} hover data-testid={rowTestId} sx={rowSx?.(row)}>
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.align} sx={sx(column)}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {rows && rows.items.length === 0 && !loading && (
              <TableRow>
                <TableCell colSpan={columns.length}>
                  <Typography color="text.secondary" sx={{ py: 2 }}>
                    {empty}
                  </Typography>
                </TableCell>
              </TableRow>
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
          onRowsPerPageChange={(event) => setPerPage(Number(event.target.value))}
          labelRowsPerPage={t('people.table.rows_per_page')}
          labelDisplayedRows={({ from, to, count }) => t('people.table.range', { from, to, count })}
        />
      </Box>
    </Paper>
  );
}
