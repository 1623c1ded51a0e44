import HotelIcon from '@mui/icons-material/Hotel';
import { deferredPage } from '../../pages.ts';
import type { ResourceCustomisation } from '../kit.ts';
import { contingentScreens } from './paths.ts';
import { StockMenuItem } from './StockMenuItem.tsx';

export default {
  icon: HotelIcon,
  // The generated page, with the buttons to the hotel's stock grid and to its account's session.
  screens: { show: deferredPage('ContingentHotelShow') },
  pages: [{ path: contingentScreens.stock.route, component: deferredPage('StockGrid') }],
  menu: StockMenuItem,
} satisfies ResourceCustomisation;
