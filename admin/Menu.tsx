import DefaultIcon from '@mui/icons-material/ViewList';
import { createElement } from 'react';
import { Menu, useCreatePath, useGetResourceLabel, useResourceDefinitions } from 'react-admin';
import { ConfigurationMenuItems } from './screens/configuration/index.ts';
import { StockMenuItem } from './screens/contingent/index.ts';
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

/** The menu of resources, followed by the hand-written configuration screens. */
export function AdminMenu() {
  return (
    <Menu>
      <ResourceItems />
      <StockMenuItem />
      <ConfigurationMenuItems />
    </Menu>
  );
}
