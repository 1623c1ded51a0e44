import type { Knex } from 'knex';
import type pg from 'pg';
import type { EntityDescriptor } from '../../entities/kit.ts';
import type { WriteHooks } from './hooks.ts';
import { EntityService } from './service.ts';
import { EntitySql } from './sql.ts';
import { transaction, type Transaction } from './transaction.ts';

export interface EngineOptions {
  pool: pg.Pool;
  knex: Knex;
  entities: readonly EntityDescriptor[];
}

/**
 * The generic CRUD engine of the descriptors, as a service: every entity's list, search, reads, writes and export,
 * within what the caller may see (docs/architecture.md, "The generic CRUD engine"). It knows nothing of HTTP: the
 * routes (routes.ts) and domain code call it alike, and domain plugins add behaviour around its writes (hooks.ts).
 */
export class CrudEngine {
  private readonly services = new Map<string, EntityService>();

  constructor(private readonly options: EngineOptions) {
    const sqls = new Map(options.entities.map((entity) => [entity.name, new EntitySql(entity)]));
    for (const entity of options.entities) this.services.set(entity.name, new EntityService(sqls.get(entity.name)!, sqls, options));
  }

  service(name: string): EntityService {
    const service = this.services.get(name);
    if (!service) throw new Error(`no entity named ${name}`);
    return service;
  }

  get all(): EntityService[] {
    return [...this.services.values()];
  }

  /** Adds behaviour around an entity's writes, run in each write's transaction. */
  addHooks(name: string, hooks: WriteHooks) {
    this.service(name).hooks.add(hooks);
  }

  /** Runs several calls of the engine (and statements of the caller's own) in one transaction. */
  transaction<T>(work: (transaction: Transaction) => Promise<T>): Promise<T> {
    return transaction(this.options.pool, work);
  }
}
