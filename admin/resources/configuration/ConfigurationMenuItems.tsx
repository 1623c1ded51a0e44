import CampaignIcon from '@mui/icons-material/Campaign';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import { Menu, useBasename } from 'react-admin';
import { useAllowed } from '../../useAllowed.ts';
import { configurationScreens, CONFIGURATION_RESOURCE } from './paths.ts';

/** The card and banner screens, for the roles that may edit the configuration (the admin roles). */
export function ConfigurationMenuItems() {
  const basename = useBasename();
  const may = useAllowed();
  if (!may(CONFIGURATION_RESOURCE, 'edit')) return null;
  return (
    <>
      <Menu.Item to={`${basename}${configurationScreens.card.show}`} primaryText="admin.configuration.card.menu" leftIcon={<CreditCardIcon />} />
      <Menu.Item to={`${basename}${configurationScreens.banner.show}`} primaryText="admin.configuration.banner.menu" leftIcon={<CampaignIcon />} />
    </>
  );
}
