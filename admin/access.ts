import { backOffices, entityNamed } from '../entities/index.ts';
import type { EntityDescriptor, Field, Role, RouteName, Site } from '../entities/kit.ts';
import { routeEnabled } from '../entities/kit.ts';

/**
 * Who may do what in the back office, decided from the descriptors alone (access roles, switched-off routes, actions,
 * per-field access). react-admin asks through authProvider.canAccess, so its buttons, menu and pages all obey one table.
 * Hiding is a convenience: the server enforces the same descriptors.
 */

const READ_ACTIONS: Readonly<Record<string, RouteName>> = { list: 'list', show: 'show', export: 'list' };
const WRITE_ACTIONS: Readonly<Record<string, RouteName>> = { create: 'create', clone: 'create', edit: 'edit', delete: 'delete' };

const anyOf = (roles: readonly Role[], allowed: readonly Role[]) => roles.some((role) => allowed.includes(role));

/** The entities of a site's back office, in menu order. */
export function siteEntities(site: Site): EntityDescriptor[] {
  return backOffices[site].map(entityNamed);
}

/** Whether a field is shown (`read`) or editable (`write`) for these roles. */
export function fieldAllowed(entity: EntityDescriptor, field: Field, roles: readonly Role[], mode: 'read' | 'write'): boolean {
  return anyOf(roles, field.access?.[mode] ?? entity.access[mode]);
}

/**
 * `resource` is an entity name, or `<entity>.<field>` for a field; `action` a react-admin action (list, show, create,
 * edit, delete, export, clone) or the name of one of the descriptor's actions (impersonate...).
 */
export function allowed(site: Site, roles: readonly Role[], resource: string, action: string): boolean {
  const [entityName, fieldName] = resource.split('.');
  if (!backOffices[site].includes(entityName)) return false;
  const entity = entityNamed(entityName);
  if (fieldName !== undefined) {
    const field = entity.fields[fieldName];
    return Boolean(field) && fieldAllowed(entity, field, roles, action in WRITE_ACTIONS ? 'write' : 'read');
  }
  if (action in READ_ACTIONS) return routeEnabled(entity, READ_ACTIONS[action]) && anyOf(roles, entity.access.read);
  if (action in WRITE_ACTIONS) return routeEnabled(entity, WRITE_ACTIONS[action]) && anyOf(roles, entity.access.write);
  const custom = entity.actions?.[action];
  return Boolean(custom) && anyOf(roles, custom!.roles);
}
