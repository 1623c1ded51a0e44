import DefaultIcon from '@mui/icons-material/ViewList';
import { createElement } from 'react';
import { Menu, useCreatePath, useGetResourceLabel, useResourceDefinitions } from 'react-admin';
import { currentSite } from '../common/site.ts';
import { backOfficeEntities } from '../entities/index.ts';
import { customisationOf } from './resources/index.ts';
import { useAllowed } from './useAllowed.ts';

/**
 * The resources the user may list, as react-admin's Menu.ResourceItems draws them, but known with the first render:
 * asked item by item through useCanAccess, the menu would appear piece by piece and push the page about.
 */
function ResourceItems() {
  const resources = useResourceDefinitions();
  const may = useAllowed();
  const label = useGetResourceLabel();
  const createPath = useCreatePath();
  return Object.values(resources)
    .filter((resource) => resource.hasList && may(resource.name, 'list'))
    .map((resource) => (
      <Menu.Item
        key={resource.name}
        to={createPath({ resource: resource.name, type: 'list' })}
        state={{ _scrollToTop: true }}
        primaryText={label(resource.name, 2)}
        leftIcon={resource.icon ? createElement(resource.icon) : <DefaultIcon />}
      />
    ));
}

/** The items the site's entities add to the menu, leading to their pages of their own (the card, the stock grid). */
const extraItems = backOfficeEntities(currentSite()).flatMap((entity) => {
  const Items = customisationOf(entity.name).menu;
  return Items ? [<Items key={entity.name} />] : [];
});

/** The menu of resources, followed by the entities' own pages. */
export function AdminMenu() {
  return (
    <Menu>
      <ResourceItems />
      {extraItems}
    </Menu>
  );
}
