import { useMediaQuery, type Theme } from '@mui/material';
import { useMemo } from 'react';
import { BulkDeleteButton, EditButton, List, TopToolbar } from 'react-admin';
import { PAGE_SIZE, type EntityDescriptor } from '../../entities/kit.ts';
import { hasCollectionActions, hasRecordActions, ListActionsWithCollection, RecordActions } from '../actions/index.tsx';
import { fieldAllowed, prefetchedReferences, screenEnabled } from '../access.ts';
import { fieldFor } from '../fields.tsx';
import { csvExporter } from './csvExport.ts';
import { DeferredDatagrid } from './DeferredDatagrid.tsx';
import { ListPagination } from './ListPagination.tsx';
import { filtersFor } from '../filters.tsx';
import { useRoles } from './useRoles.ts';

/** Where a click on a row or a saved record leads: its show page when there is one, else its edit page. */
export const recordPage = (entity: EntityDescriptor) => (screenEnabled(entity, 'show') ? 'show' : screenEnabled(entity, 'edit') ? 'edit' : false);

export function EntityList({ entity }: { entity: EntityDescriptor }) {
  const roles = useRoles();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const columns = phone && entity.list.phone ? entity.list.phone : entity.list.columns;
  const readable = (names: readonly string[]) => names.filter((name) => fieldAllowed(entity, entity.fields[name], roles, 'read'));
  // The export has the wide screen's columns, whatever screen it is asked from.
  const exporter = useMemo(
    () =>
      csvExporter(
        entity,
        entity.list.columns.filter((name) => fieldAllowed(entity, entity.fields[name], roles, 'read')),
      ),
    [entity, roles],
  );
  return (
    <List
      sort={entity.list.sort}
      perPage={entity.list.perPage ?? PAGE_SIZE}
      filters={filtersFor(entity, roles)}
      pagination={<ListPagination />}
      exporter={exporter}
      // The referenced records come with the page, so the reference columns cost no further request.
      queryOptions={{ meta: { prefetch: prefetchedReferences(entity, roles) } }}
      // Only lists with collection actions replace react-admin's toolbar; the others keep it untouched.
      {...(hasCollectionActions(entity) && { actions: <ListActionsWithCollection entity={entity} /> })}
    >
      {/* Pessimistic: a deletion the server refuses (a record kept for the bookings' history) is never shown as done. */}
      <DeferredDatagrid
        rowClick={recordPage(entity)}
        bulkActionButtons={screenEnabled(entity, 'delete') ? <BulkDeleteButton mutationMode="pessimistic" /> : false}
      >
        {readable(columns).map((name) => fieldFor(entity, name, 'list'))}
        {hasRecordActions(entity) && <RecordActions entity={entity} variant="row" label={false} />}
      </DeferredDatagrid>
    </List>
  );
}

/** The record actions the roles may use, then Edit when the entity has an edit screen (EditButton asks canAccess). */
export function ShowActions({ entity }: { entity: EntityDescriptor }) {
  return (
    <TopToolbar>
      <RecordActions entity={entity} variant="toolbar" />
      {screenEnabled(entity, 'edit') && <EditButton />}
    </TopToolbar>
  );
}
