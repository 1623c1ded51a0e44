import { Create, Edit, Show } from 'react-admin';
import type { EntityDescriptor } from '../../entities/kit.ts';
import { cleanArrays } from '../inputs.tsx';
import { FormLayout } from './FormLayout.tsx';
import { recordPage, ShowActions } from './screens.tsx';
import { ShowLayout } from './ShowLayout.tsx';
import { referenceTitle } from './representation.tsx';

/** The generated pages of one record: its show page and its forms (EntityList, in screens.tsx, is the list). */

export function EntityShow({ entity }: { entity: EntityDescriptor }) {
  return (
    <Show actions={<ShowActions entity={entity} />} title={referenceTitle(entity)}>
      <ShowLayout entity={entity} />
    </Show>
  );
}

const transformOf = (entity: EntityDescriptor) => (data: Record<string, unknown>) => cleanArrays(entity, data);

export function EntityEdit({ entity }: { entity: EntityDescriptor }) {
  // Pessimistic: the server's answer (and its field errors) comes before leaving the form.
  return (
    <Edit mutationMode="pessimistic" transform={transformOf(entity)} redirect={recordPage(entity) || 'list'} title={referenceTitle(entity)}>
      <FormLayout entity={entity} mode="edit" />
    </Edit>
  );
}

export function EntityCreate({ entity }: { entity: EntityDescriptor }) {
  return (
    <Create transform={transformOf(entity)} redirect={recordPage(entity) || 'list'}>
      <FormLayout entity={entity} mode="create" />
    </Create>
  );
}
