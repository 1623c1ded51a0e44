import { usePermissions } from 'react-admin';
import type { Role } from '../../entities/roles.ts';

/** The roles of the signed-in user, as the authProvider's getPermissions gives them. */
export function useRoles(): readonly Role[] {
  const { permissions } = usePermissions<Role[]>();
  return permissions ?? [];
}
