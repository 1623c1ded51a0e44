import { SaveButton, SimpleForm, TabbedForm, TabbedFormTabs, Toolbar } from 'react-admin';
import type { EntityDescriptor, Tab } from '../../entities/kit.ts';
import { isWritable } from '../../entities/kit.ts';
import { fieldAllowed, filledByScope, screenEnabled } from '../access.ts';
import { inputFor, type FormMode } from '../inputs.tsx';
import { DeleteOrDisableButton } from './DeleteOrDisableButton.tsx';
import { useRoles } from './useRoles.ts';

/**
 * Save, and delete only where the descriptor keeps the delete route (the button also asks canAccess); a record kept
 * for the history of bookings and messages is offered to be disabled instead. Save is always there to press: a record
 * opened for editing can be saved as it is, which confirms it is still valid, and a new one sent empty shows which
 * inputs it needs.
 */
function FormToolbar({ entity, mode }: { entity: EntityDescriptor; mode: FormMode }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton alwaysEnable />
      {mode === 'edit' && screenEnabled(entity, 'delete') && <DeleteOrDisableButton entity={entity} />}
    </Toolbar>
  );
}

/**
 * The create or edit form of a descriptor. Only writable fields get an input; a field written on create only
 * ('edit' read-only) stays visible but read-only on edit, so the user still sees what the record is.
 */
export function FormLayout({ entity, mode }: { entity: EntityDescriptor; mode: FormMode }) {
  const roles = useRoles();
  const editable = (names: readonly string[]) =>
    names.filter((name) => {
      const field = entity.fields[name];
      const shown = isWritable(field, mode) || (mode === 'edit' && field.readOnly === 'edit');
      return shown && fieldAllowed(entity, field, roles, 'write') && !filledByScope(entity, name, roles);
    });
  const inputs = (names: readonly string[]) => editable(names).map((name) => inputFor(entity, name, mode, !isWritable(entity.fields[name], mode)));
  const toolbar = <FormToolbar entity={entity} mode={mode} />;
  const layout = entity.form;
  if (Array.isArray(layout)) return <SimpleForm toolbar={toolbar}>{inputs(layout as readonly string[])}</SimpleForm>;
  // A tab without any input these roles may fill would be an empty page: it is left out.
  const tabs = (layout as { tabs: readonly Tab[] }).tabs.filter((tab) => editable(tab.fields ?? []).length > 0);
  return (
    // As on the show page: many tabs scroll sideways, without widening the page (width 0, at least 100%).
    <TabbedForm toolbar={toolbar} tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" sx={{ width: 0, minWidth: '100%' }} />}>
      {tabs.map((tab, index) => (
        <TabbedForm.Tab key={tab.name} label={`resources.${entity.name}.tabs.${tab.name}`} path={index === 0 ? undefined : tab.name}>
          {inputs(tab.fields ?? [])}
        </TabbedForm.Tab>
      ))}
    </TabbedForm>
  );
}
