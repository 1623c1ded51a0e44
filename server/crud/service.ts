import type { Identity } from '../../entities/identity.ts';
import type { EntityDescriptor } from '../../entities/kit.ts';
import type { Role } from '../../entities/roles.ts';
import { hasAnyRole } from '../auth/access.ts';
import { forbidden, notFound } from '../errors.ts';
import { runOn } from './db-errors.ts';
import { HookList, type HookContext } from './hooks.ts';
import { byIdsOnly, type Page, pageOf } from './page.ts';
import { ListRules, type ListParams, MAX_PAGE, SEARCH_MAX, type SearchParams } from './query.ts';
import { EntitySql, type RowScope } from './sql.ts';
import { autocommit, type Executor, transaction, type Transaction } from './transaction.ts';
import type { EngineOptions } from './engine.ts';
import { redact, scopeOf } from './visibility.ts';
import { bodyPreparer, WriteRules } from './writes.ts';

type Row = Record<string, unknown>;

/** Who calls the engine, and the transaction the call joins: without one, a write takes its own when it needs one. */
export interface Caller {
  identity: Identity;
  transaction?: Transaction;
}

/** One entity's list, search, reads, writes and export. */
export class EntityService {
  readonly entity: EntityDescriptor;
  readonly hooks = new HookList();
  /** Makes a form's body ready for validation (writes.ts, bodyPreparer). */
  readonly prepareBody: ReturnType<typeof bodyPreparer>;
  private readonly rules: ListRules;
  private readonly writes: WriteRules;
  private readonly access: Record<'name' | 'read' | 'create' | 'write', readonly Role[]>;

  constructor(
    readonly sql: EntitySql,
    private readonly sqls: ReadonlyMap<string, EntitySql>,
    private readonly options: EngineOptions,
  ) {
    this.entity = sql.entity;
    this.prepareBody = bodyPreparer(this.entity);
    this.rules = new ListRules(sql, sqls);
    this.writes = new WriteRules(sql, sqls, options.knex);
    const { read, write, create = write, pick } = this.entity.access;
    // Searching and listing also serve the roles that only pick records (they receive the pick fields alone).
    this.access = { name: [...new Set([...read, ...(pick?.roles ?? [])])], read, create, write };
  }

  /** The roles that may call each kind of operation, as the routes declare them. */
  rolesFor(kind: keyof EntityService['access']): readonly Role[] {
    return this.access[kind];
  }

  /** A page of the list, with the records of the prefetched references. */
  async list(caller: Caller, params: ListParams): Promise<Page> {
    this.allow(caller, 'name');
    const query = this.rules.list(caller.identity, params);
    const { list, page, values } = this.sql.list(query);
    const idsOnly = byIdsOnly(query);
    const found = pageOf(query, (await runOn(this.db(caller), this.sql, { ...(idsOnly ? list : page), values })).rows, idsOnly);
    redact(this.entity, caller.identity, found.rows);
    for (const [name, records] of found.prefetched ?? []) redact(this.sqls.get(name)!.entity, caller.identity, records);
    return found;
  }

  /** The records of these ids the caller may see, in no particular order. */
  async getMany(caller: Caller, ids: readonly number[]): Promise<Row[]> {
    if (!ids.length) return [];
    return (await this.list(caller, { filter: { id: ids }, range: [0, ids.length - 1] })).rows;
  }

  /** Records to pick: by text, among a parent's, leaving some out. */
  async search(caller: Caller, params: SearchParams): Promise<Row[]> {
    this.allow(caller, 'name');
    const query = this.rules.search(caller.identity, params);
    const { list, values } = this.sql.list(query);
    const excluded = new Set(params.exclude ?? []);
    const rows = (await runOn(this.db(caller), this.sql, { ...list, values })).rows.filter((row) => !excluded.has(row.id as number));
    return redact(this.entity, caller.identity, rows.slice(0, Math.min(params.max ?? 10, SEARCH_MAX)));
  }

  /** One record; 404 when the caller may not see it. */
  async get(caller: Caller, id: number): Promise<Row> {
    this.allow(caller, 'read');
    const found = await this.find(this.db(caller), caller.identity, id);
    if (!found) throw notFound();
    return this.visible(caller.identity, found);
  }

  /** Every record of a list, `MAX_PAGE` at a time, in the list's order. */
  async *export(caller: Caller, params: Pick<ListParams, 'filter' | 'sort'>): AsyncGenerator<Row[]> {
    this.allow(caller, 'read');
    for (let offset = 0; ; offset += MAX_PAGE) {
      const query = this.rules.list(caller.identity, { ...params, range: [offset, offset + MAX_PAGE - 1] });
      const { list, values } = this.sql.list(query);
      const rows = (await runOn(this.db(caller), this.sql, { ...list, values })).rows;
      if (rows.length) yield redact(this.entity, caller.identity, rows);
      if (rows.length < MAX_PAGE) return;
    }
  }

  async create(caller: Caller, input: Row): Promise<Row> {
    this.allow(caller, 'create');
    const { identity } = caller;
    const { set, relations } = await this.writes.values(this.db(caller), identity, input, 'create');
    const hooked = this.hooks.has('create');
    const text = this.sql.insert(set.map(([column]) => column));
    const created = await this.write(caller, hooked || relations.length > 0, async (transaction) => {
      const context: HookContext = { identity, entity: this.entity, transaction };
      if (hooked) await this.hooks.run('beforeCreate', context, { input });
      const row = (
        await runOn(
          transaction.db,
          this.sql,
          text,
          set.map(([, value]) => value),
        )
      ).rows[0];
      await this.writes.writeRelations(transaction.db, row.id as number, relations);
      // The row's RETURNING ran before its relations were written: the record is read whole again when it has some.
      const after = relations.length ? (await this.find(transaction.db, identity, row.id as number))! : row;
      if (hooked) await this.hooks.run('afterCreate', context, { input, after });
      return after;
    });
    return this.visible(identity, created);
  }

  async update(caller: Caller, id: number, input: Row): Promise<Row> {
    this.allow(caller, 'write');
    const { identity } = caller;
    const { set, scope, relations } = await this.writes.values(this.db(caller), identity, input, 'edit', id);
    if (!set.length && !relations.length) {
      const unchanged = await this.find(this.db(caller), identity, id);
      if (!unchanged) throw notFound();
      return this.visible(identity, unchanged);
    }
    const hooked = this.hooks.has('update');
    // Only relations changed: the row's update still runs, so a record outside the caller's scope stays unknown.
    const assignments = set.length
      ? this.sql.assignments(
          set.map(([column]) => column),
          2,
        )
      : '"id" = "id"';
    const scoped = this.sql.scopeWhere(scope, set.length + 2);
    const updated = await this.write(caller, hooked || relations.length > 0, async (transaction) => {
      const context: HookContext = { identity, entity: this.entity, transaction };
      const before = hooked ? await this.find(transaction.db, identity, id, { lock: true }) : undefined;
      if (hooked && !before) throw notFound();
      if (before) await this.hooks.run('beforeUpdate', context, { before, input });
      const result = await runOn(
        transaction.db,
        this.sql,
        `UPDATE ${this.sql.table} SET ${assignments} WHERE "id" = $1${scoped.text} RETURNING ${this.sql.returning}`,
        [id, ...set.map(([, value]) => value), ...scoped.values],
      );
      if (!result.rowCount) throw notFound();
      await this.writes.writeRelations(transaction.db, id, relations);
      const after = relations.length ? (await this.find(transaction.db, identity, id))! : result.rows[0];
      if (before) await this.hooks.run('afterUpdate', context, { before, input, after });
      return after;
    });
    return this.visible(identity, updated);
  }

  /**
   * A record a domain rule has checked itself (a manager's new user of their company): the columns `input` names are
   * inserted as given, whatever the caller's roles and the fields' access, with the entity's create hooks around it
   * as around the generated create.
   */
  async createChecked(caller: Caller, input: Row): Promise<Row> {
    const { identity } = caller;
    const columns = Object.keys(input);
    return this.write(caller, true, async (transaction) => {
      const context: HookContext = { identity, entity: this.entity, transaction };
      await this.hooks.run('beforeCreate', context, { input });
      const after = (
        await runOn(
          transaction.db,
          this.sql,
          this.sql.insert(columns),
          columns.map((column) => input[column]),
        )
      ).rows[0];
      await this.hooks.run('afterCreate', context, { input, after });
      return after;
    });
  }

  /**
   * An edit a domain rule has checked itself (a manager's edit of a user of their company, a person's own password):
   * the columns `input` names are set as given, within the caller's scope but whatever the caller's roles and the
   * fields' access, with the entity's update hooks around it as around the generated edit. `input` may be computed
   * from the record as it stands, held until the write ends. A person reaches their own account whatever its scope
   * (a hotel's user changing their password). Undefined when the caller's scope holds no such record.
   */
  async updateChecked(caller: Caller, id: number, input: Row | ((before: Row) => Row)): Promise<Row | undefined> {
    const { identity } = caller;
    const own = this.entity.accounts && id === identity.id;
    return this.write(caller, true, async (transaction) => {
      const context: HookContext = { identity, entity: this.entity, transaction };
      const before = await this.find(transaction.db, identity, id, { lock: true, scope: own ? { tenant: undefined } : undefined });
      if (!before) return undefined;
      const values = typeof input === 'function' ? input(before) : input;
      const columns = Object.keys(values);
      if (!columns.length) return before;
      await this.hooks.run('beforeUpdate', context, { before, input: values });
      const result = await runOn(
        transaction.db,
        this.sql,
        `UPDATE ${this.sql.table} SET ${this.sql.assignments(columns, 2)} WHERE "id" = $1 RETURNING ${this.sql.returning}`,
        [id, ...columns.map((column) => values[column])],
      );
      const after = result.rows[0];
      await this.hooks.run('afterUpdate', context, { before, input: values, after });
      return after;
    });
  }

  async delete(caller: Caller, id: number): Promise<Row> {
    this.allow(caller, 'write');
    const { identity } = caller;
    const hooked = this.hooks.has('delete');
    const scoped = this.sql.scopeWhere(scopeOf(this.entity, identity), 2);
    const deleted = await this.write(caller, hooked, async (transaction) => {
      const context: HookContext = { identity, entity: this.entity, transaction };
      const before = hooked ? await this.find(transaction.db, identity, id, { lock: true }) : undefined;
      if (hooked && !before) throw notFound();
      if (before) await this.hooks.run('beforeDelete', context, { before });
      const result = await runOn(transaction.db, this.sql, `DELETE FROM ${this.sql.table} WHERE "id" = $1${scoped.text} RETURNING ${this.sql.returning}`, [
        id,
        ...scoped.values,
      ]);
      if (!result.rowCount) throw notFound();
      if (before) await this.hooks.run('afterDelete', context, { before });
      return result.rows[0];
    });
    return this.visible(identity, deleted);
  }

  private allow(caller: Caller, kind: keyof EntityService['access']) {
    if (!hasAnyRole(caller.identity, this.access[kind])) throw forbidden();
  }

  /** Where a call's statements run: its transaction's client, or the pool. */
  private db(caller: Caller) {
    return caller.transaction?.db ?? this.options.pool;
  }

  /** Runs a write in the caller's transaction, else in one of its own when `atomic`, else as one statement. */
  private write<T>(caller: Caller, atomic: boolean, work: (transaction: Transaction) => Promise<T>): Promise<T> {
    if (caller.transaction) return work(caller.transaction);
    return atomic ? transaction(this.options.pool, work) : autocommit(this.options.pool, work);
  }

  /**
   * The record of this id within the caller's scope (or `scope`), whole (unredacted); `lock` holds it until the
   * transaction ends.
   */
  private async find(
    db: Executor,
    identity: Identity,
    id: number,
    { lock = false, scope }: { lock?: boolean; scope?: RowScope } = {},
  ): Promise<Row | undefined> {
    const scoped = this.sql.scopeWhere(scope ?? scopeOf(this.entity, identity), 2);
    const result = await runOn(db, this.sql, `SELECT ${this.sql.returning} FROM ${this.sql.table} WHERE "id" = $1${scoped.text}${lock ? ' FOR UPDATE' : ''}`, [
      id,
      ...scoped.values,
    ]);
    return result.rows[0];
  }

  /** A copy of a record with what the caller may not read left out: the record itself may still be with a hook. */
  private visible(identity: Identity, row: Row): Row {
    return redact(this.entity, identity, [{ ...row }])[0];
  }
}
