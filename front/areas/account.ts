/** The account, people, content, survey and statistics screens, and the public account pages: one chunk. */
export { EventsPage } from '../content/EventsPage.tsx';
export { HelpPage } from '../content/HelpPage.tsx';
export { NewsPage } from '../content/NewsPage.tsx';
export { NotificationShow, NotificationsPage } from '../content/NotificationsPage.tsx';
export { PublicSurveyPage } from '../survey/PublicSurveyPage.tsx';
export { SurveyPage } from '../survey/SurveyPage.tsx';
export { StatsPage } from '../stats/StatsPage.tsx';
export { CreateAccountPage } from '../account/CreateAccountPage.tsx';
export { LostPasswordPage } from '../account/LostPasswordPage.tsx';
export { DefinePasswordPage } from '../../common/DefinePasswordPage.tsx';
export { ProfilePage } from '../profile/ProfilePage.tsx';
export { TravellersPage } from '../travellers/TravellersPage.tsx';
export { UsersPage } from '../users/UsersPage.tsx';
