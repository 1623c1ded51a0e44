import { DeleteButton, SaveButton, SimpleForm, TabbedForm, Toolbar } from 'react-admin';
import type { EntityDescriptor, Tab } from '../../entities/kit.ts';
import { isWritable, routeEnabled } from '../../entities/kit.ts';
import { fieldAllowed } from '../access.ts';
import { inputFor, type FormMode } from '../inputs.tsx';
import { useRoles } from './useRoles.ts';

/** Save, and delete only where the descriptor keeps the delete route (the button also asks canAccess). */
function FormToolbar({ entity, mode }: { entity: EntityDescriptor; mode: FormMode }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {mode === 'edit' && routeEnabled(entity, 'delete') && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  );
}

/**
 * The create or edit form of a descriptor. Only writable fields get an input; a field written on create only
 * ('edit' read-only) stays visible but read-only on edit, so the user still sees what the record is.
 */
export function FormLayout({ entity, mode }: { entity: EntityDescriptor; mode: FormMode }) {
  const roles = useRoles();
  const inputs = (names: readonly string[]) =>
    names
      .filter((name) => {
        const field = entity.fields[name];
        const shown = isWritable(field, mode) || (mode === 'edit' && field.readOnly === 'edit');
        return shown && fieldAllowed(entity, field, roles, 'write');
      })
      .map((name) => inputFor(entity, name, mode, !isWritable(entity.fields[name], mode)));
  const toolbar = <FormToolbar entity={entity} mode={mode} />;
  const layout = entity.form;
  if (Array.isArray(layout)) return <SimpleForm toolbar={toolbar}>{inputs(layout as readonly string[])}</SimpleForm>;
  const tabs = (layout as { tabs: readonly Tab[] }).tabs.filter((tab) => tab.fields);
  return (
    <TabbedForm toolbar={toolbar}>
      {tabs.map((tab) => (
        <TabbedForm.Tab key={tab.name} label={`resources.${entity.name}.tabs.${tab.name}`} path={tab.name === tabs[0].name ? undefined : tab.name}>
          {inputs(tab.fields ?? [])}
        </TabbedForm.Tab>
      ))}
    </TabbedForm>
  );
}
