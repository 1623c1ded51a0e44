import type { Identity } from '../../entities/identity.ts';
import type { EntityDescriptor } from '../../entities/kit.ts';
import { pickFields, picksOnly, readsWhole } from '../../entities/kit.ts';
import { hasAnyRole } from '../auth/access.ts';
import { forbidden } from '../errors.ts';
import type { RowScope } from './sql.ts';

/**
 * What a caller may see of an entity: which rows (its tenant's, and of those its own when it sees only its own) and
 * which fields. Every read and write of the engine goes through these, so the back office shows a caller what the
 * front office would show it.
 */

/** The tenant id a caller is confined to, or undefined when the entity is not scoped for this caller. */
function tenantOf(entity: EntityDescriptor, identity: Identity): number | null | undefined {
  if (readsWhole(entity, identity.roles)) return undefined;
  // A caller without the claim sees nothing rather than everything.
  return (entity.scope!.claim === 'company' ? identity.company?.id : identity.hotelId) ?? null;
}

/**
 * The rows a caller may reach: its tenant's, and of those only its own when the entity declares an owner and the
 * caller's role does not read the whole tenant (the same rule as the front office's lists).
 */
export function scopeOf(entity: EntityDescriptor, identity: Identity): RowScope {
  const tenant = tenantOf(entity, identity);
  const owner = entity.scope?.owner;
  if (tenant === undefined || !owner || hasAnyRole(identity, owner.wholeTenant)) return { tenant };
  return { tenant, owner: identity.id };
}

/**
 * The fields of an entity a caller may not read: they are left out of what it receives. A caller who only picks
 * records reads their pick fields alone.
 */
export function hiddenFields(entity: EntityDescriptor, identity: Identity): string[] {
  const picked = picksOnly(entity, identity.roles) ? new Set(pickFields(entity)) : undefined;
  return Object.entries(entity.fields)
    .filter(([name, field]) => (picked && !picked.has(name)) || (field.access?.read && !hasAnyRole(identity, field.access.read)))
    .map(([name]) => name);
}

/**
 * A caller who only picks records may not filter or sort on what it may not read either: the rows a filter keeps
 * would tell the values it may not see (who holds a role, which account is disabled).
 */
export function checkPickQuery(entity: EntityDescriptor, identity: Identity, filter: Record<string, unknown>, sortField: string | undefined) {
  if (!picksOnly(entity, identity.roles)) return;
  const allowed = new Set(['q', 'id', ...pickFields(entity)]);
  if (Object.keys(filter).some((key) => !allowed.has(key)) || (sortField !== undefined && !allowed.has(sortField))) throw forbidden();
}

/** The rows with the fields the caller may not read taken out (in place). */
export function redact<R extends Record<string, unknown>>(entity: EntityDescriptor, identity: Identity, rows: R[]): R[] {
  const drop = hiddenFields(entity, identity);
  if (drop.length) for (const row of rows) for (const name of drop) delete row[name];
  return rows;
}
