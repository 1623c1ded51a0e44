import { entities, entityNamed } from '../entities/index.ts';
import type { EntityDescriptor, Field, RouteName, Site } from '../entities/kit.ts';
import type { Role } from '../entities/roles.ts';
import { columnOf, inBackOffice, layoutFields, nameable, prefetchable, readsWhole, routeEnabled } from '../entities/kit.ts';

/**
 * Who may do what in the back office, decided from the descriptors alone (access roles, switched-off routes, actions,
 * per-field access). react-admin asks through authProvider.canAccess, so its buttons, menu and pages all obey one table.
 * Hiding is a convenience: the server enforces the same descriptors.
 */

const READ_ACTIONS: Readonly<Record<string, RouteName>> = { list: 'list', show: 'show', export: 'list' };
const WRITE_ACTIONS: Readonly<Record<string, RouteName>> = { create: 'create', clone: 'create', edit: 'edit', delete: 'delete' };

const anyOf = (roles: readonly Role[], allowed: readonly Role[]) => roles.some((role) => allowed.includes(role));

/**
 * Whether a route has a screen: switched on, and for a form, with at least one field to fill (a read-only entity
 * declares `form: []`).
 */
export function screenEnabled(entity: EntityDescriptor, route: RouteName): boolean {
  if (!routeEnabled(entity, route)) return false;
  return route === 'list' || route === 'show' || route === 'delete' || layoutFields(entity.form).length > 0;
}

/** Whether these roles read an entity's rows at all. */
export function entityReadable(entity: EntityDescriptor, roles: readonly Role[]): boolean {
  return anyOf(roles, entity.access.read);
}

/**
 * Whether a field is shown (`read`) or editable (`write`) for these roles. A reference also needs its target to be
 * nameable, read or picked (an agent picks a company it may not read): the server would refuse to name the record it
 * points to (a hotel admin reads no company), so the column or the input would only show an error.
 */
export function fieldAllowed(entity: EntityDescriptor, field: Field, roles: readonly Role[], mode: 'read' | 'write'): boolean {
  if (field.type === 'reference' && !nameable(entityNamed(field.entity), roles)) return false;
  // A field one may not read is not offered for writing either: its input would show an empty value it then overwrites.
  if (mode === 'write' && !fieldAllowed(entity, field, roles, 'read')) return false;
  return anyOf(roles, field.access?.[mode] ?? entity.access[mode]);
}

/**
 * Whether the server fills a field itself for these roles: the tenant of a caller confined to its own (a hotel admin's
 * hotel), whatever a form would send. The forms leave it out rather than ask for what has one answer.
 */
export function filledByScope(entity: EntityDescriptor, name: string, roles: readonly Role[]): boolean {
  return entity.scope !== undefined && !readsWhole(entity, roles) && columnOf(name, entity.fields[name]) === entity.scope.column;
}

/** The roles allowed to use a write route: creating may be narrower than editing (access.create). */
function writers(entity: EntityDescriptor, route: RouteName): readonly Role[] {
  return route === 'create' ? (entity.access.create ?? entity.access.write) : entity.access.write;
}

/**
 * `resource` is an entity name, or `<entity>.<field>` for a field; `action` a react-admin action (list, show, create,
 * edit, delete, export, clone) or the name of one of the descriptor's actions (impersonate...).
 */
export function allowed(site: Site, roles: readonly Role[], resource: string, action: string): boolean {
  const [entityName, fieldName] = resource.split('.');
  const entity = entities.find((candidate) => candidate.name === entityName);
  if (!entity || !inBackOffice(entity, site)) return false;
  if (fieldName !== undefined) {
    const field = entity.fields[fieldName];
    return Boolean(field) && fieldAllowed(entity, field, roles, action in WRITE_ACTIONS ? 'write' : 'read');
  }
  if (action in READ_ACTIONS) return screenEnabled(entity, READ_ACTIONS[action]) && entityReadable(entity, roles);
  if (action in WRITE_ACTIONS) {
    const route = WRITE_ACTIONS[action];
    return screenEnabled(entity, route) && anyOf(roles, writers(entity, route));
  }
  const custom = entity.actions?.[action];
  return Boolean(custom) && anyOf(roles, custom!.roles);
}

/**
 * The reference columns of a list whose records the server may send along with the page (see the list route's
 * `prefetch`): readable, and to an entity these roles read whole rather than confined to their own tenant.
 */
export function prefetchedReferences(entity: EntityDescriptor, roles: readonly Role[]): string[] {
  return entity.list.columns.filter((name) => {
    const field = entity.fields[name];
    return field.type === 'reference' && fieldAllowed(entity, field, roles, 'read') && prefetchable(entityNamed(field.entity), roles);
  });
}
