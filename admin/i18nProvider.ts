import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { catalogues, locale } from '../common/i18n/index.ts';

/** react-admin's own strings in the browser's language, with our catalogue (resources, errors, admin...) beside them. */
const messages = {
  fr: { ...frenchMessages, ...catalogues.fr },
  en: { ...englishMessages, ...catalogues.en },
};

export const i18nProvider = polyglotI18nProvider((wanted) => messages[wanted === 'fr' ? 'fr' : 'en'], locale);
