import TableRowsIcon from '@mui/icons-material/TableRows';
import type { ComponentType, ReactElement } from 'react';
import { useCreatePath, type RaRecord } from 'react-admin';
import { Navigate, Route, useParams } from 'react-router-dom';
import type { EntityDescriptor } from '../../entities/kit.ts';
import { screenEnabled } from '../access.ts';
import { EntityList } from './screens.tsx';
import { EntityCreate, EntityEdit, EntityShow } from '../pages.ts';
import { customisationOf } from '../resources/index.ts';
import { recordRepresentation } from './representation.tsx';

/** What App passes to each <Resource>: its screens (custom or generated), icon and record label. */
export interface ResourceProps {
  name: string;
  list?: ComponentType;
  show?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  icon: ComponentType;
  recordRepresentation: string | ((record: RaRecord) => string) | ReactElement;
  /** Routes of the resource beyond its screens. */
  children?: ReactElement;
}

/**
 * The reference field a `create/<parent>/<id>` address names: the field itself (`hotel`), or the entity it points to
 * when only one field does (`contingentHotel`).
 */
export function parentField(entity: EntityDescriptor, parent: string): string | undefined {
  if (entity.fields[parent]?.type === 'reference') return parent;
  const pointing = Object.entries(entity.fields).filter(([, field]) => field.type === 'reference' && field.entity === parent);
  return pointing.length === 1 ? pointing[0][0] : undefined;
}

/**
 * `/<entity>/create/<parent>/<id>`, an address to share or bookmark: the create form opens with its parent filled
 * in, exactly as the related tab's Create button opens it (react-router state `{ record }`). An address naming no
 * parent of the entity, or no record id, opens the form empty.
 */
function CreateWithParent({ entity }: { entity: EntityDescriptor }) {
  const { parent = '', id = '' } = useParams();
  const createPath = useCreatePath();
  const field = parentField(entity, parent);
  const record = field && /^[1-9]\d{0,9}$/.test(id) ? { [field]: Number(id) } : undefined;
  return <Navigate to={createPath({ resource: entity.name, type: 'create' })} state={record && { record }} replace />;
}

/**
 * `/<entity>/create` of an entity created elsewhere only (companies): its list, rather than the edit page of a record
 * named "create", which asks the API for it and fails.
 */
function ListInstead({ entity }: { entity: EntityDescriptor }) {
  const createPath = useCreatePath();
  return <Navigate to={createPath({ resource: entity.name, type: 'list' })} replace />;
}

/**
 * A route switched off in the descriptor, or a form with no field (a read-only entity), has no screen at all, so
 * react-admin shows no button leading to it.
 */
export function resourceProps(entity: EntityDescriptor): ResourceProps {
  const { screens = {}, icon = TableRowsIcon } = customisationOf(entity.name);
  const screen = (route: 'list' | 'show' | 'edit' | 'create', Generated: ComponentType<{ entity: EntityDescriptor }>) => {
    if (!screenEnabled(entity, route)) return undefined;
    return screens[route] ?? (() => <Generated entity={entity} />);
  };
  return {
    name: entity.name,
    list: screen('list', EntityList),
    show: screen('show', EntityShow),
    edit: screen('edit', EntityEdit),
    create: screen('create', EntityCreate),
    // An entity without an icon of its own gets a plain table rather than none.
    icon,
    recordRepresentation: recordRepresentation(entity),
    ...(screenEnabled(entity, 'create')
      ? { children: <Route path="create/:parent/:id" element={<CreateWithParent entity={entity} />} /> }
      : { children: <Route path="create" element={<ListInstead entity={entity} />} /> }),
  };
}
