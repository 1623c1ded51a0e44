import type { FastifyInstance } from 'fastify';
import { entities } from '../../entities/index.ts';
import type { HookContext } from '../crud/hooks.ts';

/**
 * An account changed or deleted through the back office (an entity with `accounts`): once the change is committed,
 * the tokens it had are checked again at their next request on this instance (server/auth/session.ts), so that a
 * disabled, demoted or deleted account loses access at once.
 */
export function forgetChangedAccounts(app: FastifyInstance) {
  const forget = ({ transaction }: HookContext, { before }: { before: Record<string, unknown> }) => {
    transaction.afterCommit(() => app.sessions.forget(before.id as number));
  };
  for (const entity of entities.filter((candidate) => candidate.accounts)) app.crud.addHooks(entity.name, { afterUpdate: forget, afterDelete: forget });
}
