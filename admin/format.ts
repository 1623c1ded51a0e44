export { CURRENCY, intlLocale } from '../common/format.ts';

/** Catalogue key of an enum value's label: resources.<entity>.enums.<field>.<value>. */
export const enumKey = (entity: string, field: string, value: string | number) => `resources.${entity}.enums.${field}.${value}`;

/** The choices of a select input, labelled by catalogue key (react-admin translates choice names). */
export const choicesOf = (entity: string, field: string, values: readonly (string | number)[]) =>
  values.map((value) => ({ id: value, name: enumKey(entity, field, value) }));
