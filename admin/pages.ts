import { lazyScreen } from '../common/lazyScreen.ts';

/** The back office's pages other than lists, fetched with the first of them to open (admin/pageScreens.ts). */
export const EntityCreate = lazyScreen(() => import('./pageScreens.ts'), 'EntityCreate');
export const EntityEdit = lazyScreen(() => import('./pageScreens.ts'), 'EntityEdit');
export const EntityShow = lazyScreen(() => import('./pageScreens.ts'), 'EntityShow');
export const BookingShow = lazyScreen(() => import('./pageScreens.ts'), 'BookingShow');
export const CompanyShow = lazyScreen(() => import('./pageScreens.ts'), 'CompanyShow');
export const TravelPolicyScreen = lazyScreen(() => import('./pageScreens.ts'), 'TravelPolicyScreen');
export const WhiteMarkScreen = lazyScreen(() => import('./pageScreens.ts'), 'WhiteMarkScreen');
export const BannerEdit = lazyScreen(() => import('./pageScreens.ts'), 'BannerEdit');
export const BannerShow = lazyScreen(() => import('./pageScreens.ts'), 'BannerShow');
export const CardEdit = lazyScreen(() => import('./pageScreens.ts'), 'CardEdit');
export const CardShow = lazyScreen(() => import('./pageScreens.ts'), 'CardShow');
export const ConfigContingentShow = lazyScreen(() => import('./pageScreens.ts'), 'ConfigContingentShow');
export const ContingentHotelShow = lazyScreen(() => import('./pageScreens.ts'), 'ContingentHotelShow');
export const StockGrid = lazyScreen(() => import('./pageScreens.ts'), 'StockGrid');
export const MailLogShow = lazyScreen(() => import('./pageScreens.ts'), 'MailLogShow');
export const MessageShow = lazyScreen(() => import('./pageScreens.ts'), 'MessageShow');
