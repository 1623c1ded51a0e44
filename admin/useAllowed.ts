import { useCallback } from 'react';
import { currentSite } from '../common/site.ts';
import { useSession } from '../common/session.ts';
import { allowed } from './access.ts';

const site = currentSite();

/**
 * Whether the signed-in user may take an action on a resource, answered during the render: the rule of
 * authProvider.canAccess, read from the session the page already holds. A list asks it for each row's buttons and
 * each reference's link; through react-admin's useCanAccess every one would be a query, answered after the rows are
 * drawn, and would draw them again.
 */
export function useAllowed(): (resource: string, action: string) => boolean {
  const roles = useSession().identity?.roles;
  return useCallback((resource: string, action: string) => allowed(site, roles ?? [], resource, action), [roles]);
}
