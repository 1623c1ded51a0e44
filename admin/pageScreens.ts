/**
 * The back office's pages other than lists, in one chunk fetched when the first of them opens (`deferredPage`,
 * admin/pages.ts): a list is the first screen, and one chunk for them all keeps the scripts a list needs in few, large
 * files. The hand-written ones are named by their entity's folder (admin/resources/<entity>/index.ts).
 */
export { EntityCreate, EntityEdit, EntityShow } from './generic/recordScreens.tsx';
export { BookingShow } from './resources/booking/BookingShow.tsx';
export { CompanyShow } from './resources/company/CompanyShow.tsx';
export { TravelPolicyScreen } from './resources/company/TravelPolicyScreen.tsx';
export { WhiteMarkScreen } from './resources/company/WhiteMarkScreen.tsx';
export { BannerEdit } from './resources/configuration/BannerEdit.tsx';
export { BannerShow } from './resources/configuration/BannerShow.tsx';
export { CardEdit } from './resources/configuration/CardEdit.tsx';
export { CardShow } from './resources/configuration/CardShow.tsx';
export { ConfigContingentShow } from './resources/configcontingent/ConfigContingentShow.tsx';
export { ContingentHotelShow } from './resources/contingentHotel/ContingentHotelShow.tsx';
export { StockGrid } from './resources/contingentHotel/StockGrid.tsx';
export { MailLogShow } from './resources/maillog/MailLogShow.tsx';
export { MessageShow } from './resources/message/MessageShow.tsx';
