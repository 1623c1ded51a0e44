import { useDeferredValue } from 'react';
import { Datagrid, useListContext, type DatagridProps } from 'react-admin';

/**
 * A Datagrid that draws a new page of rows in the background: the page arrives through react-query's store, whose
 * updates React renders in one piece, and 25 rows of a dozen cells would hold the main thread for hundreds of
 * milliseconds. With the rows deferred, the loading rows stay until React has drawn the page in short slices, and the
 * screen keeps answering the user meanwhile.
 */
export function DeferredDatagrid(props: DatagridProps) {
  const { data, isPending } = useListContext();
  const shown = useDeferredValue(data, undefined);
  return <Datagrid {...props} data={shown} isPending={isPending || (shown === undefined && data !== undefined)} />;
}
