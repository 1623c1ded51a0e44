/**
 * The back office's pages other than lists, in one chunk fetched when the first of them opens (admin/pages.ts): a
 * list is the first screen, and one chunk for them all keeps the scripts a list needs in few, large files.
 */
export { EntityCreate, EntityEdit, EntityShow } from './generic/recordScreens.tsx';
export { BookingShow } from './screens/booking/BookingShow.tsx';
export { CompanyShow } from './screens/company/CompanyShow.tsx';
export { TravelPolicyScreen } from './screens/company/TravelPolicyScreen.tsx';
export { WhiteMarkScreen } from './screens/company/WhiteMarkScreen.tsx';
export { BannerEdit } from './screens/configuration/BannerEdit.tsx';
export { BannerShow } from './screens/configuration/BannerShow.tsx';
export { CardEdit } from './screens/configuration/CardEdit.tsx';
export { CardShow } from './screens/configuration/CardShow.tsx';
export { ConfigContingentShow } from './screens/contingent/ConfigContingentShow.tsx';
export { ContingentHotelShow } from './screens/contingent/ContingentHotelShow.tsx';
export { StockGrid } from './screens/contingent/StockGrid.tsx';
export { MailLogShow } from './screens/maillog/MailLogShow.tsx';
export { MessageShow } from './screens/message/MessageShow.tsx';
