import type { CustomField } from '../../entities/customFields.ts';

/** A company's custom field as the booking forms receive it: an optional text field, `extra` changing it. */
export const customField = (id: number, extra: Partial<CustomField> = {}): CustomField => ({
  id,
  label: `F${id}`,
  type: 20,
  required: false,
  textLength: null,
  placeholder: null,
  mask: null,
  errorMessage: null,
  readOnly: false,
  defaultValue: null,
  options: [],
  ...extra,
});
