import { CreateButton, ExportButton, FilterButton, TopToolbar, useFilterContext, useListContext, useResourceDefinition } from 'react-admin';
import type { ActionDescriptor, EntityDescriptor } from '../../entities/kit.ts';
import { customisationOf } from '../resources/index.ts';
import { useAllowed } from '../useAllowed.ts';
import type { ActionProps } from './types.ts';

/**
 * The buttons of an entity's actions of one scope that the current roles may use, each the component its folder
 * gives the action (admin/resources/<entity>/index.ts). The server holds the behaviour.
 */
function ActionButtons({ entity, scope, variant }: { entity: EntityDescriptor; scope: ActionDescriptor['scope']; variant: ActionProps['variant'] }) {
  const may = useAllowed();
  const buttons = customisationOf(entity.name).actions ?? {};
  const names = Object.entries(entity.actions ?? {})
    .filter(([name, action]) => action.scope === scope && buttons[name] && may(entity.name, name))
    .map(([name]) => name);
  return (
    <>
      {names.map((name) => {
        const Component = buttons[name];
        return <Component key={name} label={`resources.${entity.name}.actions.${name}`} variant={variant} entity={entity.name} action={name} />;
      })}
    </>
  );
}

/** The record actions of an entity the current roles may use, for a list row or a show page. */
export function RecordActions({ entity, variant }: { entity: EntityDescriptor; variant: ActionProps['variant']; label?: string | false }) {
  return <ActionButtons entity={entity} scope="record" variant={variant} />;
}

export const hasRecordActions = (entity: EntityDescriptor) => Object.values(entity.actions ?? {}).some((action) => action.scope === 'record');

export const hasCollectionActions = (entity: EntityDescriptor) => Object.values(entity.actions ?? {}).some((action) => action.scope === 'collection');

/**
 * react-admin's default list toolbar (filter, create, export: its ListActions takes no extra buttons), followed by the
 * entity's collection actions the roles may use.
 */
export function ListActionsWithCollection({ entity }: { entity: EntityDescriptor }) {
  const { exporter, total } = useListContext();
  const { hasCreate } = useResourceDefinition();
  const filters = useFilterContext();
  return (
    <TopToolbar>
      {filters && filters.length > 0 && <FilterButton />}
      {hasCreate && <CreateButton />}
      {exporter !== false && <ExportButton disabled={total === 0} />}
      <ActionButtons entity={entity} scope="collection" variant="toolbar" />
    </TopToolbar>
  );
}
