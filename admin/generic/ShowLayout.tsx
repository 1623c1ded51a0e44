import { Box } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  ReferenceManyField,
  SimpleShowLayout,
  TabbedShowLayout,
  TabbedShowLayoutTabs,
  useRecordContext,
  type TabbedShowLayoutTabsProps,
} from 'react-admin';
import { entityNamed } from '../../entities/index.ts';
import { PAGE_SIZE, type EntityDescriptor, type RelatedList, type Tab } from '../../entities/kit.ts';
import type { Role } from '../../entities/roles.ts';
import { entityReadable, fieldAllowed, screenEnabled } from '../access.ts';
import { fieldFor } from '../fields.tsx';
import { useRoles } from './useRoles.ts';
import { ListPagination } from './ListPagination.tsx';

/** A new related row starts attached to this record: the create form opens with the target reference filled in. */
function CreateRelated({ related: { related, target } }: { related: RelatedList }) {
  const record = useRecordContext();
  if (!record) return null;
  return <CreateButton resource={related} state={{ record: { [target]: record.id } }} />;
}

/**
 * The rows of another entity pointing to this record, with that entity's own list columns the roles may read (a
 * hotel admin sees no selling price here either); the target column is left out, it would repeat this record.
 */
function RelatedRows({ related, roles }: { related: RelatedList; roles: readonly Role[] }) {
  const entity = entityNamed(related.related);
  const columns = entity.list.columns.filter((column) => column !== related.target && fieldAllowed(entity, entity.fields[column], roles, 'read'));
  return (
    <>
      {screenEnabled(entity, 'create') && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <CreateRelated related={related} />
        </Box>
      )}
      <ReferenceManyField
        reference={entity.name}
        target={related.target}
        label={false}
        sort={entity.list.sort}
        perPage={entity.list.perPage ?? PAGE_SIZE}
        pagination={<ListPagination />}
      >
        <Datagrid
          rowClick={screenEnabled(entity, 'show') ? 'show' : screenEnabled(entity, 'edit') ? 'edit' : false}
          bulkActionButtons={false}
          resource={entity.name}
        >
          {columns.map((column) => fieldFor(entity, column, 'list'))}
        </Datagrid>
      </ReferenceManyField>
    </>
  );
}

/**
 * Many tabs (a company has nine) scroll sideways instead of running off the page. Width 0 with a minimum of 100%
 * fills the card without letting the row of tabs widen the page it sits in.
 */
function ScrollingTabs(props: TabbedShowLayoutTabsProps) {
  return <TabbedShowLayoutTabs {...props} variant="scrollable" scrollButtons="auto" sx={{ width: 0, minWidth: '100%' }} />;
}

/** The show page of a descriptor: its fields, or its tabs of fields and related lists, as far as the roles may read. */
export function ShowLayout({ entity }: { entity: EntityDescriptor }) {
  const roles = useRoles();
  const readable = (names: readonly string[]) => names.filter((name) => fieldAllowed(entity, entity.fields[name], roles, 'read'));
  const fields = (names: readonly string[]) => readable(names).map((name) => fieldFor(entity, name, 'show'));
  const layout = entity.show;
  if (Array.isArray(layout)) return <SimpleShowLayout>{fields(layout as readonly string[])}</SimpleShowLayout>;
  // A tab with nothing the roles may read would open on an empty page: it is left out.
  const tabs = (layout as { tabs: readonly Tab[] }).tabs.filter(
    (tab) => readable(tab.fields ?? []).length > 0 || (tab.related !== undefined && entityReadable(entityNamed(tab.related.related), roles)),
  );
  return (
    <TabbedShowLayout tabs={<ScrollingTabs />}>
      {tabs.map((tab, index) => (
        <TabbedShowLayout.Tab key={tab.name} label={`resources.${entity.name}.tabs.${tab.name}`} path={index === 0 ? undefined : tab.name}>
          {tab.fields && fields(tab.fields)}
          {tab.related && <RelatedRows related={tab.related} roles={roles} />}
        </TabbedShowLayout.Tab>
      ))}
    </TabbedShowLayout>
  );
}
