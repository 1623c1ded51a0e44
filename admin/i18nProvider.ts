import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { catalogues, locale } from '../common/i18n/index.ts';

type Catalogue = (typeof catalogues)['fr'];

/**
 * react-admin's own strings in the browser's language, with our catalogue (resources, errors, admin...) beside them.
 * Its access-denied page is titled as the API's refusal (errors.403), so a refusal reads the same wherever it shows.
 */
const merged = (ra: typeof frenchMessages, catalogue: Catalogue) => ({
  ...ra,
  ...catalogue,
  ra: { ...ra.ra, page: { ...ra.ra.page, access_denied: catalogue.errors[403] } },
});

const messages = {
  fr: merged(frenchMessages, catalogues.fr),
  en: merged(englishMessages, catalogues.en as Catalogue),
};

export const i18nProvider = polyglotI18nProvider((wanted) => messages[wanted === 'fr' ? 'fr' : 'en'], locale);
