import { locale, t } from './i18n/index.ts';

/** Tells the browser (screen readers, hyphenation, spell check) the language of the page, and titles the tab. */
export function applyDocumentLanguage(titleKey: string) {
  document.documentElement.lang = locale;
  document.title = t(titleKey);
}
