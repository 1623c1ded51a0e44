import { ChipField, ReferenceArrayField, SingleFieldList } from 'react-admin';
import { entityNamed } from '../../entities/index.ts';
import { routeEnabled } from '../../entities/kit.ts';
import type { GeneratedFieldProps } from '../fields.tsx';

/**
 * The records a `references` field names, as chips leading to each one's show page, else its edit page, or nowhere
 * when both are off. A module of its own: no first list shows one.
 */
export function ReferencesField({ target: name, ...props }: GeneratedFieldProps & { target: string }) {
  const target = entityNamed(name);
  const link = routeEnabled(target, 'show') ? 'show' : routeEnabled(target, 'edit') ? 'edit' : false;
  return (
    <ReferenceArrayField {...props} sortable={false} reference={target.name}>
      <SingleFieldList linkType={link}>
        <ChipField source={target.title} size="small" />
      </SingleFieldList>
    </ReferenceArrayField>
  );
}
