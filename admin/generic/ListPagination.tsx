import type { TablePaginationProps } from '@mui/material';
import { Pagination, useListPaginationContext, useLocaleState, useTranslate, type PaginationProps } from 'react-admin';
import { countBound } from '../../entities/listCount.ts';

/**
 * react-admin's pagination. Past the rows the server counts, a list's total is unknown: the range then reads
 * "1-25 of more than 500" rather than react-admin's "of more than 25", and the pages go on one after the other.
 */
export function ListPagination(props: PaginationProps) {
  const { total, page, perPage } = useListPaginationContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (total != null) return <Pagination {...props} />;
  const number = (value: number) => value.toLocaleString(locale);
  // Passed on to MUI's TablePagination, as react-admin passes the props it does not know of.
  const range: Pick<TablePaginationProps, 'labelDisplayedRows'> = {
    labelDisplayedRows: ({ from, to }) =>
      translate('admin.list.range_more_than', { from: number(from), to: number(to), bound: number(countBound((page - 1) * perPage, perPage)) }),
  };
  return <Pagination {...range} {...props} />;
}
