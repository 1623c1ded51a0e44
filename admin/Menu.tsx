import { Menu } from 'react-admin';
import { ConfigurationMenuItems } from './screens/configuration/index.ts';
import { StockMenuItem } from './screens/contingent/index.ts';

/** react-admin's menu of resources, followed by the hand-written configuration screens. */
export function AdminMenu() {
  return (
    <Menu>
      <Menu.ResourceItems />
      <StockMenuItem />
      <ConfigurationMenuItems />
    </Menu>
  );
}
