import GridOnIcon from '@mui/icons-material/GridOn';
import { Menu, useBasename } from 'react-admin';
import { useSession } from '../../../common/session.ts';
import { contingentScreens } from './paths.ts';

/** The stock grid of the hotel admin's own hotel; agency staff reach each hotel's grid from the hotel's page. */
export function StockMenuItem() {
  const basename = useBasename();
  const { identity } = useSession();
  if (!identity?.hotelId) return null;
  return <Menu.Item to={`${basename}${contingentScreens.stock.path(identity.hotelId)}`} primaryText="contingents.stock.menu" leftIcon={<GridOnIcon />} />;
}
