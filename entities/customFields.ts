import type { FromSchema } from 'json-schema-to-ts';
import { INPUT_FIELD_TYPES } from './bookingStatus.ts';
import { ErrorCode, type ErrorCodeValue } from './errors.ts';
import { PHONE_PATTERN } from './kit.ts';
import { matchesMask } from './patterns.ts';

const nullableText = { type: ['string', 'null'] } as const;

/** A dropdown's options: the label shown, the value stored. */
export const customFieldOptionsSchema = {
  type: 'array',
  items: { type: 'object', additionalProperties: false, required: ['label', 'value'], properties: { label: { type: 'string' }, value: { type: 'string' } } },
} as const;

/**
 * A company's booking custom field as the booking form and the server see it (table booking_input_field, with the
 * options of a dropdown). Types: 10 numeric, 20 text, 21 email, 22 phone, 30 dropdown, 40 boolean, 50 paragraph, 60 date.
 */
export const customFieldSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'label', 'type', 'required', 'textLength', 'placeholder', 'mask', 'errorMessage', 'readOnly', 'defaultValue', 'options'],
  properties: {
    id: { type: 'integer' },
    label: { type: 'string' },
    type: { type: 'integer', enum: INPUT_FIELD_TYPES },
    required: { type: 'boolean' },
    textLength: { type: ['integer', 'null'] },
    placeholder: nullableText,
    mask: nullableText,
    errorMessage: nullableText,
    readOnly: { type: 'boolean' },
    defaultValue: nullableText,
    options: customFieldOptionsSchema,
  },
} as const;

export type CustomField = FromSchema<typeof customFieldSchema>;

export type CustomFieldValue = string | number | boolean | null | undefined;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NUMBER = /^-?\d+(?:[.,]\d+)?$/;
const PHONE = new RegExp(PHONE_PATTERN);

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The value as stored: text trimmed, booleans as booleans, blanks as null; a read-only field keeps its default. */
export function normaliseCustomValue(field: CustomField, value: CustomFieldValue): string | boolean | null {
  if (field.readOnly) value = field.defaultValue;
  if (field.type === 40) return value === true || value === 'true' ? true : value === false || value === 'false' ? false : null;
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

/**
 * The code of a custom field's value, or undefined when it is acceptable: required (10), length (180), the type's
 * syntax (11 number, 140 email, 40 phone, 760 date or unknown option), then the mask (760). The form runs the same
 * function as the user types; the server runs it again.
 */
export function customFieldError(field: CustomField, raw: CustomFieldValue): ErrorCodeValue | undefined {
  const value = normaliseCustomValue(field, raw);
  if (field.type === 40) {
    if (raw !== undefined && raw !== null && raw !== '' && value === null) return ErrorCode.BAD_FORMAT;
    return field.required && value === null ? ErrorCode.FIELD_REQUIRED : undefined;
  }
  if (value === null) return field.required ? ErrorCode.FIELD_REQUIRED : undefined;
  const text = value as string;
  if (field.textLength && text.length > field.textLength) return ErrorCode.TOO_LONG;
  switch (field.type) {
    case 10:
      if (!NUMBER.test(text)) return ErrorCode.NOT_A_NUMBER;
      break;
    case 21:
      if (!EMAIL.test(text)) return ErrorCode.EMAIL_REQUIRED;
      break;
    case 22:
      if (!PHONE.test(text)) return ErrorCode.BAD_PHONE;
      break;
    case 30:
      if (!field.options.some((option) => option.value === text)) return ErrorCode.BAD_FORMAT;
      break;
    case 60:
      if (!isIsoDate(text)) return ErrorCode.BAD_FORMAT;
      break;
  }
  if (field.type !== 30 && field.type !== 60 && !matchesMask(text, field.mask)) return ErrorCode.BAD_FORMAT;
  return undefined;
}

/**
 * Every custom field of a booking checked at once: errors keyed `customFields.<id>` (a value for a field the company
 * does not have is 400), and the values to store keyed by field id.
 */
export function customFieldsErrors(
  fields: readonly CustomField[],
  values: Record<string, CustomFieldValue>,
): { errors: Record<string, ErrorCodeValue>; stored: Record<string, string | boolean | null> } {
  const errors: Record<string, ErrorCodeValue> = {};
  const stored: Record<string, string | boolean | null> = {};
  const known = new Set(fields.map((field) => String(field.id)));
  for (const key of Object.keys(values)) if (!known.has(key)) errors[`customFields.${key}`] = ErrorCode.BAD_REQUEST;
  for (const field of fields) {
    const raw = values[String(field.id)];
    const error = customFieldError(field, raw);
    if (error !== undefined) errors[`customFields.${field.id}`] = error;
    else stored[String(field.id)] = normaliseCustomValue(field, raw);
  }
  return { errors, stored };
}

/**
 * What a stored value reads as: a dropdown's option label (the value itself when no option has it any more), any other
 * field's value as stored. The booking pages, the summary before confirming and the agent's view all read values so.
 */
export function customFieldOptionLabel<T>(field: { type: number; options?: readonly { label: string; value: string }[] }, value: T): T | string {
  if (field.type !== 30 || value === null || value === undefined) return value;
  return field.options?.find((option) => option.value === String(value))?.label ?? value;
}

/** A company's custom fields, in the order its forms show them. */
export const customFieldListSchema = { type: 'array', items: customFieldSchema } as const;
