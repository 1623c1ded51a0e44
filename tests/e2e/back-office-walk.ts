import type { Page } from '@playwright/test';
import { allowed, entityReadable, screenEnabled } from '../../admin/access.ts';
import { backOfficeEntities, entityNamed } from '../../entities/index.ts';
import type { Tab } from '../../entities/kit.ts';
import type { Role } from '../../entities/roles.ts';
import { firstListedId } from './support.ts';

/** The screens of the back offices, derived from the descriptors, for the journeys that walk them all. */

/** The entities of a site's back office, by name, in menu order. */
const menuOf = (site: 'default' | 'contingents') => backOfficeEntities(site).map((entity) => entity.name);

export interface BackOfficeScreen {
  path: string;
  kind: 'list' | 'show' | 'tab' | 'edit';
}

/**
 * The screens of the entities `names` of a site's back office that `roles` may open: each list, and with the first
 * record of a list (its default sort), its show page, with `tabs` each further tab of it the roles may read, and with
 * `edit` its edit page. Derived from the descriptors, so a new entity is walked without naming it.
 */
export async function backOfficeScreens(
  page: Page,
  {
    site,
    roles,
    edit = false,
    tabs = false,
    names = menuOf(site),
  }: { site: 'default' | 'contingents'; roles: Role[]; edit?: boolean; tabs?: boolean; names?: readonly string[] },
) {
  const screens: BackOfficeScreen[] = [];
  for (const name of names) {
    const entity = entityNamed(name);
    if (!entityReadable(entity, roles) || !screenEnabled(entity, 'list')) continue;
    screens.push({ path: `/${name}`, kind: 'list' });
    const canShow = screenEnabled(entity, 'show');
    const canEdit = edit && allowed(site, roles, name, 'edit');
    if (!canShow && !canEdit) continue;
    const id = await firstListedId(page, entity.path);
    if (id === null) continue;
    if (canShow) {
      screens.push({ path: `/${name}/${id}/show`, kind: 'show' });
      // A tab of a related list the roles cannot read is left out of the page.
      const further = tabs && !Array.isArray(entity.show) ? (entity.show as { tabs: readonly Tab[] }).tabs.slice(1) : [];
      for (const tab of further) {
        if (!tab.related || entityReadable(entityNamed(tab.related.related), roles)) screens.push({ path: `/${name}/${id}/show/${tab.name}`, kind: 'tab' });
      }
    }
    if (canEdit) screens.push({ path: `/${name}/${id}`, kind: 'edit' });
  }
  return screens;
}

/**
 * A site's back office cut into runs of `size` entities of its menu, for walks too long for one journey: each part is
 * a journey of its own, so a slow screen fails one small journey, and an entity added to the menu falls in a part.
 */
export function backOfficeParts(site: 'default' | 'contingents', size: number): string[][] {
  const names = menuOf(site);
  return Array.from({ length: Math.ceil(names.length / size) }, (_, index) => names.slice(index * size, (index + 1) * size));
}
