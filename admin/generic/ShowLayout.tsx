import { Datagrid, Pagination, ReferenceManyField, SimpleShowLayout, TabbedShowLayout } from 'react-admin';
import { entityNamed } from '../../entities/index.ts';
import type { EntityDescriptor, RelatedList, Tab } from '../../entities/kit.ts';
import { routeEnabled } from '../../entities/kit.ts';
import { fieldAllowed } from '../access.ts';
import { fieldFor } from '../fields.tsx';
import { useRoles } from './useRoles.ts';

/** The rows of another entity pointing to this record, with that entity's own list columns. */
function RelatedRows({ related: { related, target } }: { related: RelatedList }) {
  const entity = entityNamed(related);
  return (
    <ReferenceManyField reference={entity.name} target={target} label={false} sort={entity.list.sort} perPage={entity.list.perPage ?? 10} pagination={<Pagination />}>
      <Datagrid rowClick={routeEnabled(entity, 'show') ? 'show' : false} bulkActionButtons={false}>
        {entity.list.columns.filter((column) => column !== target).map((column) => fieldFor(entity, column, 'list'))}
      </Datagrid>
    </ReferenceManyField>
  );
}

/** The show page of a descriptor: its fields, or its tabs of fields and related lists. */
export function ShowLayout({ entity }: { entity: EntityDescriptor }) {
  const roles = useRoles();
  const fields = (names: readonly string[]) =>
    names.filter((name) => fieldAllowed(entity, entity.fields[name], roles, 'read')).map((name) => fieldFor(entity, name, 'show'));
  const layout = entity.show;
  if (Array.isArray(layout)) return <SimpleShowLayout>{fields(layout as readonly string[])}</SimpleShowLayout>;
  const { tabs } = layout as { tabs: readonly Tab[] };
  return (
    <TabbedShowLayout>
      {tabs.map((tab) => (
        <TabbedShowLayout.Tab key={tab.name} label={`resources.${entity.name}.tabs.${tab.name}`} path={tab.name === tabs[0].name ? undefined : tab.name}>
          {tab.fields && fields(tab.fields)}
          {tab.related && <RelatedRows related={tab.related} />}
        </TabbedShowLayout.Tab>
      ))}
    </TabbedShowLayout>
  );
}
