/** The offline, group and seminar request screens, public request links included: one chunk, fetched with the first. */
export { OfflineHome } from '../offline/OfflineHome.tsx';
export { OfflineEdit } from '../offline/OfflineEdit.tsx';
export { RequestConfirm } from '../offline/RequestConfirm.tsx';
export { GroupPage } from '../group/GroupPage.tsx';
export { BindRequestsPage, GenPage, GenRequestPage, PreloggedCompanyPage, PreloggedGroupPage } from '../group/PublicRequestPages.tsx';
export { TrainingOfflinePage } from '../training/TrainingOfflinePage.tsx';
