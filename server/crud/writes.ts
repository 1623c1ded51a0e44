import type { Knex } from 'knex';
import { ErrorCode } from '../../entities/errors.ts';
import type { Identity } from '../../entities/identity.ts';
import type { EntityDescriptor } from '../../entities/kit.ts';
import { columnOf, isStored, isWritable } from '../../entities/kit.ts';
import { hasAnyRole } from '../auth/access.ts';
import { hashPassword } from '../auth/password.ts';
import { forbidden, invalid, notFound } from '../errors.ts';
import { instantOf } from '../formats.ts';
import { runOn } from './db-errors.ts';
import type { Executor } from './transaction.ts';
import { isWeakRecordPassword } from './passwords.ts';
import { type EntitySql, quote, type RowScope } from './sql.ts';
import { scopeOf } from './visibility.ts';

/** A relation a write sets: the field and the ids it names. */
export interface Relation {
  name: string;
  field: Extract<EntityDescriptor['fields'][string], { type: 'references' }>;
  ids: number[];
}

/** What a write sets: its columns and values, the caller's scope, and its relations. */
export interface WriteSet {
  set: [string, unknown][];
  scope: RowScope;
  relations: Relation[];
}

/** The key under which a record's stored relation ids are read back before an edit. */
const relationKey = (name: string) => `__relation_${name}`;

/**
 * A body as forms send it, made ready for validation: '' for an emptied input means "no value" in an optional field;
 * and a scoped caller's tenant (and itself, as the owner, when it sees only its own rows) is filled in, so the caller
 * need not (and cannot) name another one.
 */
export function bodyPreparer(entity: EntityDescriptor): (identity: Identity | null, body: unknown) => void {
  const optional = Object.entries(entity.fields)
    .filter(([, field]) => !field.required)
    .map(([name]) => name);
  const fieldOf = (column: string | undefined) =>
    column === undefined ? undefined : Object.keys(entity.fields).find((name) => columnOf(name, entity.fields[name]) === column);
  const tenantField = fieldOf(entity.scope?.column);
  const ownerField = fieldOf(entity.scope?.owner?.column);
  return (identity, body) => {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    const record = body as Record<string, unknown>;
    for (const name of optional) if (record[name] === '') record[name] = null;
    if ((!tenantField && !ownerField) || !identity) return;
    const { tenant, owner } = scopeOf(entity, identity);
    if (tenantField && tenant !== undefined && tenant !== null) record[tenantField] = tenant;
    if (ownerField && owner !== undefined) record[ownerField] = owner;
  };
}

/**
 * Whether a value an edit sends is the one stored, as the API wrote it when the record was read: an instant in any
 * ISO form, a decimal as a number, JSON as written.
 */
function sameValue(stored: unknown, sent: unknown): boolean {
  if (stored === null || stored === undefined) return sent === null || sent === undefined;
  if (sent === null || sent === undefined) return false;
  if (stored instanceof Date) return typeof sent === 'string' && Date.parse(sent) === stored.getTime();
  if (typeof stored === 'object' || typeof sent === 'object') return JSON.stringify(stored) === JSON.stringify(sent);
  if (typeof sent === 'number' && typeof stored === 'string') return Number(stored) === sent;
  return stored === sent;
}

/** What a caller may write of one entity: the fields, references and relations it may set, and how they are stored. */
export class WriteRules {
  constructor(
    private readonly sql: EntitySql,
    private readonly sqls: ReadonlyMap<string, EntitySql>,
    private readonly knex: Knex,
  ) {}

  /** The columns and values a write sets, after access checks, hashing and server-filled values. */
  async values(db: Executor, identity: Identity, body: Record<string, unknown>, mode: 'create' | 'edit', id?: number): Promise<WriteSet> {
    const { sql } = this;
    const { entity } = sql;
    const set: [string, unknown][] = [];
    const relations: Relation[] = [];
    // An edit form sends back the whole record: what it leaves as it was is no change, even in a field the caller
    // may not write or a reference outside its tenant (the hotel a hotel admin saves names its agency contact).
    const current = mode === 'edit' && id !== undefined ? await this.currentValues(db, identity, id, body) : null;
    for (const { name, field, column } of sql.fields) {
      if (field.auto) {
        if (field.auto === 'updatedBy' || (field.auto === 'createdBy' && mode === 'create')) set.push([column, identity.id]);
        if (field.auto === 'updatedAt' && mode === 'edit') set.push([column, new Date()]);
        continue;
      }
      if (!(name in body) || !isWritable(field, mode)) continue;
      let value = field.type === 'datetime' ? instantOf(body[name]) : body[name];
      if (field.type === 'references') {
        const ids = [...new Set((value ?? []) as number[])];
        if (
          current &&
          sameValue(
            [...(current[relationKey(name)] as number[])].sort((a, b) => a - b),
            [...ids].sort((a, b) => a - b),
          )
        )
          continue;
        if (field.access?.write && !hasAnyRole(identity, field.access.write)) throw forbidden();
        relations.push({ name, field, ids });
        continue;
      }
      if (current && field.type !== 'password' && sameValue(current[column], value)) continue;
      if (field.access?.write && !hasAnyRole(identity, field.access.write)) throw forbidden();
      if (field.type === 'password') {
        // An empty password in an edit form means "unchanged".
        if (value === null || value === '') continue;
        if (await isWeakRecordPassword(this.knex, sql, body, id, String(value))) throw invalid({ [name]: ErrorCode.WEAK_PASSWORD }, 'password refused');
        value = await hashPassword(String(value));
      }
      set.push([column, value]);
    }
    const reserved = entity.reservedRows;
    if (reserved && reserved.values.includes(body[reserved.field] as string)) throw invalid({ [reserved.field]: ErrorCode.ALREADY_EXISTS });
    await this.checkReferencesInTenant(db, identity, set);
    await this.checkRelations(db, identity, relations);
    const scope = scopeOf(entity, identity);
    if (scope.tenant !== undefined) {
      if (scope.tenant === null) throw forbidden();
      // A scoped caller writes in its own tenant only, and rows of its own when it sees only those, whatever the body says.
      const forced: [string, unknown][] = [[entity.scope!.column, scope.tenant]];
      if (scope.owner !== undefined) forced.push([entity.scope!.owner!.column, scope.owner]);
      for (const [column, value] of forced) {
        const given = set.findIndex(([written]) => written === column);
        if (given >= 0) set.splice(given, 1);
        set.push([column, value]);
      }
    }
    await this.checkWithin(db, set, relations, id);
    return { set, scope, relations };
  }

  /** Writes a record's relations: what it no longer names goes, what it newly names comes, what stays is left alone. */
  async writeRelations(db: Executor, id: number, relations: Relation[]) {
    for (const { field, ids } of relations) {
      const { table, source, target } = field.through;
      await runOn(db, this.sql, `DELETE FROM ${quote(table)} WHERE ${quote(source)} = $1 AND NOT (${quote(target)} = ANY($2::int[]))`, [id, ids]);
      await runOn(db, this.sql, `INSERT INTO ${quote(table)} (${quote(source)}, ${quote(target)}) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`, [
        id,
        ids,
      ]);
    }
  }

  /** The stored values of the columns an edit's body names, of a record the caller sees; 404 for any other. */
  private async currentValues(db: Executor, identity: Identity, id: number, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const { sql } = this;
    const read = sql.fields.filter(({ name, field }) => name in body && !field.auto && field.type !== 'password' && isWritable(field, 'edit'));
    // A relation's ids are read under the column name a write would use: the relation table's.
    const selected = read.map((info) =>
      isStored(info.field) ? `, ${quote(info.column)}` : `, ${sql.expression(info, sql.table)} AS ${quote(relationKey(info.name))}`,
    );
    const scoped = sql.scopeWhere(scopeOf(sql.entity, identity), 2);
    const result = await runOn(db, sql, `SELECT "id"${selected.join('')} FROM ${sql.table} WHERE "id" = $1${scoped.text}`, [id, ...scoped.values]);
    if (!result.rowCount) throw notFound();
    return result.rows[0];
  }

  /**
   * A caller confined to a tenant names only records of that tenant: a hotel admin's config takes a room type of its
   * own hotel, never another hotel's. A record outside the tenant is answered as unknown.
   */
  private async checkReferencesInTenant(db: Executor, identity: Identity, set: [string, unknown][]) {
    for (const { name, field, column } of this.sql.fields) {
      if (field.type !== 'reference' || column === this.sql.entity.scope?.column) continue;
      const value = set.find(([written]) => written === column)?.[1];
      const target = this.sqls.get(field.entity);
      if (value === undefined || value === null || !target?.entity.scope) continue;
      const scope = scopeOf(target.entity, identity);
      if (scope.tenant === undefined) continue;
      const scoped = target.scopeWhere(scope, 2);
      const found = await runOn(db, this.sql, `SELECT 1 FROM ${target.table} WHERE "id" = $1${scoped.text}`, [value, ...scoped.values]);
      if (!found.rowCount) throw invalid({ [name]: ErrorCode.NOT_FOUND }, `${name} is not a record of the caller's tenant`);
    }
  }

  /** The records a relation names exist and are within the caller's reach; any other is refused on its field. */
  private async checkRelations(db: Executor, identity: Identity, relations: Relation[]) {
    for (const { name, field, ids } of relations) {
      if (!ids.length) continue;
      const target = this.sqls.get(field.entity)!;
      const scoped = target.scopeWhere(scopeOf(target.entity, identity), 2);
      const found = await runOn<{ n: number }>(db, this.sql, `SELECT count(*)::int AS n FROM ${target.table} WHERE "id" = ANY($1::int[])${scoped.text}`, [
        ids,
        ...scoped.values,
      ]);
      if (found.rows[0].n !== ids.length) throw invalid({ [name]: ErrorCode.NOT_FOUND }, `${name} names an unknown record`);
    }
  }

  /**
   * References bound by `within` (entities/kit.ts) name records that belong with this one, checked whenever either
   * side is written: the references, or the record's own value they must match (a user moving to another company
   * with the old company's favourite places is refused too).
   */
  private async checkWithin(db: Executor, set: [string, unknown][], relations: Relation[], id: number | undefined) {
    const { sql } = this;
    for (const info of sql.fields) {
      const { name, field } = info;
      if ((field.type !== 'reference' && field.type !== 'references') || !field.within) continue;
      const target = this.sqls.get(field.entity)!;
      const ownColumn = field.within.source === 'id' ? 'id' : sql.byName.get(field.within.source)!.column;
      const targetColumn = target.byName.get(field.within.target)!.column;
      const ownGiven = set.find(([column]) => column === ownColumn);
      const refsGiven = field.type === 'reference' ? set.find(([column]) => column === info.column) : relations.find((relation) => relation.name === name);
      if (!ownGiven && !refsGiven) continue;
      let own = ownColumn === 'id' ? id : ownGiven?.[1];
      let refs = field.type === 'reference' ? (refsGiven as [string, unknown] | undefined)?.[1] : (refsGiven as Relation | undefined)?.ids;
      if (id !== undefined && (own === undefined || refs === undefined)) {
        const refsRead = isStored(field) ? quote(info.column) : sql.expression(info, sql.table);
        const stored = (await runOn(db, sql, `SELECT ${quote(ownColumn)} AS own, ${refsRead} AS refs FROM ${sql.table} WHERE "id" = $1`, [id])).rows[0];
        own ??= stored?.own;
        refs ??= stored?.refs;
      }
      const ids = [refs ?? []].flat().filter((ref) => ref !== null) as number[];
      if (!ids.length) continue;
      const found = await runOn<{ n: number }>(
        db,
        sql,
        `SELECT count(*)::int AS n FROM ${target.table} WHERE "id" = ANY($1::int[]) AND ${quote(targetColumn)} IS NOT DISTINCT FROM $2`,
        [ids, own ?? null],
      );
      if (found.rows[0].n !== new Set(ids).size)
        throw invalid({ [name]: ErrorCode.OTHER_COMPANY }, `${name} names a record that does not belong with this one`);
    }
  }
}
