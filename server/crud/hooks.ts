import type { Identity } from '../../entities/identity.ts';
import type { EntityDescriptor } from '../../entities/kit.ts';
import type { Transaction } from './transaction.ts';

type Row = Record<string, unknown>;

/** What a hook is given: who writes, which entity, and the write's transaction (its statements and afterCommit). */
export interface HookContext {
  identity: Identity;
  entity: EntityDescriptor;
  transaction: Transaction;
}

/**
 * Behaviour around the generated writes of an entity, added by a domain plugin (CrudEngine.addHooks). Each runs in
 * the write's transaction: a before hook may refuse the write by throwing (an ApiError answers the caller), and
 * whatever a hook writes commits or rolls back with the record. A record is read as the engine stores it, every field
 * but the write-only ones (password hashes), whatever the caller may read.
 */
export interface WriteHooks {
  beforeCreate?(context: HookContext, change: { input: Row }): Promise<void> | void;
  afterCreate?(context: HookContext, change: { input: Row; after: Row }): Promise<void> | void;
  beforeUpdate?(context: HookContext, change: { before: Row; input: Row }): Promise<void> | void;
  afterUpdate?(context: HookContext, change: { before: Row; input: Row; after: Row }): Promise<void> | void;
  beforeDelete?(context: HookContext, change: { before: Row }): Promise<void> | void;
  afterDelete?(context: HookContext, change: { before: Row }): Promise<void> | void;
}

export type HookName = keyof WriteHooks;

/** The hooks of one entity, in the order they were added. */
export class HookList {
  private readonly hooks: WriteHooks[] = [];

  add(hooks: WriteHooks) {
    this.hooks.push(hooks);
  }

  /** Whether any hook is added for a kind of write: only then does the write read its record before and take a transaction. */
  has(kind: 'create' | 'update' | 'delete'): boolean {
    const [before, after] = HOOKS_OF[kind];
    return this.hooks.some((hooks) => hooks[before] || hooks[after]);
  }

  async run<K extends HookName>(name: K, context: HookContext, change: Parameters<NonNullable<WriteHooks[K]>>[1]) {
    for (const hooks of this.hooks) await (hooks[name] as ((context: HookContext, change: unknown) => unknown) | undefined)?.(context, change);
  }
}

const HOOKS_OF = {
  create: ['beforeCreate', 'afterCreate'],
  update: ['beforeUpdate', 'afterUpdate'],
  delete: ['beforeDelete', 'afterDelete'],
} as const satisfies Record<string, readonly [HookName, HookName]>;
