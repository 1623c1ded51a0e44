/** The online booking screens (search, offers, booking form and its steps): one chunk, fetched with the first of them. */
export { HomeSearch } from '../HomeSearch.tsx';
export { ResultsPage } from '../offers/ResultsPage.tsx';
export { HotelOffersPage } from '../offers/HotelOffersPage.tsx';
export { HotelDiscoverPage } from '../offers/HotelDiscoverPage.tsx';
export { CompletionPage } from '../booking/CompletionPage.tsx';
export { SummaryPage } from '../booking/SummaryPage.tsx';
export { ConfirmPage } from '../booking/ConfirmPage.tsx';
export { ValidatePage } from '../booking/ValidatePage.tsx';
