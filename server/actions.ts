import type { EntityDescriptor } from '../entities/kit.ts';
import { actionOf } from '../entities/kit.ts';
import type { Access } from './auth/access.ts';

/**
 * The method, address and access of the route that does one of a descriptor's actions, as the descriptor declares
 * them: the back office's button calls that address and is shown to those roles, so neither side can drift.
 * Spread into the route's options: `app.route({ ...actionRoute(booking, 'disableBooking'), schema, handler })`.
 */
export function actionRoute(entity: EntityDescriptor, name: string): { method: 'GET' | 'POST'; url: string; config: { access: Access } } {
  const action = actionOf(entity, name);
  return { method: action.method, url: `/backend${action.path}`, config: { access: action.roles } };
}
