import { locale } from '../common/i18n/index.ts';

/** The Intl locale of the interface language: French formatting gives `1 234,56 €` and `22/11/2026`. */
export const intlLocale = locale === 'fr' ? 'fr-FR' : 'en-GB';

/** Every amount of the platform is in euros. */
export const CURRENCY = 'EUR';

/** Catalogue key of an enum value's label: resources.<entity>.enums.<field>.<value>. */
export const enumKey = (entity: string, field: string, value: string | number) => `resources.${entity}.enums.${field}.${value}`;

/** The choices of a select input, labelled by catalogue key (react-admin translates choice names). */
export const choicesOf = (entity: string, field: string, values: readonly (string | number)[]) =>
  values.map((value) => ({ id: value, name: enumKey(entity, field, value) }));
