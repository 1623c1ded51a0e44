import SettingsIcon from '@mui/icons-material/Settings';
import { deferredPage } from '../../pages.ts';
import type { ResourceCustomisation } from '../kit.ts';
import { ConfigurationMenuItems } from './ConfigurationMenuItems.tsx';
import { configurationScreens } from './paths.ts';

export default {
  icon: SettingsIcon,
  // The card and the banner, rows of their own with screens of their own (the generated list never shows them).
  pages: [
    { path: configurationScreens.card.show, component: deferredPage('CardShow') },
    { path: configurationScreens.card.edit, component: deferredPage('CardEdit') },
    { path: configurationScreens.banner.show, component: deferredPage('BannerShow') },
    { path: configurationScreens.banner.edit, component: deferredPage('BannerEdit') },
  ],
  menu: ConfigurationMenuItems,
} satisfies ResourceCustomisation;
