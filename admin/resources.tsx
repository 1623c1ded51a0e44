import type { ComponentType, ReactElement } from 'react';
import type { RaRecord } from 'react-admin';
import type { EntityDescriptor } from '../entities/kit.ts';
import { screenEnabled } from './access.ts';
import { EntityList } from './generic/screens.tsx';
import { EntityCreate, EntityEdit, EntityShow } from './pages.ts';
import { recordRepresentation } from './generic/representation.tsx';
import { iconOf } from './icons.ts';
import { screenOverrides } from './screens/index.ts';

/** What App passes to each <Resource>: its screens (custom or generated), icon and record label. */
export interface ResourceProps {
  name: string;
  list?: ComponentType;
  show?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  icon: ComponentType;
  recordRepresentation: string | ((record: RaRecord) => string) | ReactElement;
}

/**
 * A route switched off in the descriptor, or a form with no field (a read-only entity), has no screen at all, so
 * react-admin shows no button leading to it.
 */
export function resourceProps(entity: EntityDescriptor): ResourceProps {
  const custom = screenOverrides[entity.name] ?? {};
  const screen = (route: 'list' | 'show' | 'edit' | 'create', Generated: ComponentType<{ entity: EntityDescriptor }>) => {
    if (!screenEnabled(entity, route)) return undefined;
    return custom[route] ?? (() => <Generated entity={entity} />);
  };
  return {
    name: entity.name,
    list: screen('list', EntityList),
    show: screen('show', EntityShow),
    edit: screen('edit', EntityEdit),
    create: screen('create', EntityCreate),
    icon: iconOf(entity.name),
    recordRepresentation: recordRepresentation(entity),
  };
}
