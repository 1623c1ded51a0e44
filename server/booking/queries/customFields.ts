import type { Knex } from 'knex';
import { type CustomField, customFieldOptionLabel } from '../../../entities/customFields.ts';
import { prepared } from '../../db/prepared.ts';

/** A company's enabled custom booking fields in their order, each with its dropdown options: one statement. */
export async function companyCustomFields(db: Knex, companyId: number): Promise<CustomField[]> {
  return (await prepared(customFieldsQuery(db, companyId))).map(customFieldOf);
}

/**
 * companyCustomFields as a column (`custom_fields`) of a query that reads what they apply to, in the same statement;
 * `customFieldsOf` reads the column back.
 */
export function customFieldsColumn(db: Knex, companyId: number): Knex.Raw {
  return db.raw("(SELECT coalesce(json_agg(f ORDER BY f.rank, f.id), '[]') FROM (?) f) AS custom_fields", [customFieldsQuery(db, companyId)]);
}

export const customFieldsOf = (column: CustomFieldsColumn): CustomField[] => column.map(customFieldOf);

/** What a `customFieldsColumn` reads. */
export type CustomFieldsColumn = CustomFieldRow[];

interface CustomFieldRow {
  id: number;
  label: string;
  type: CustomField['type'];
  required: boolean;
  text_length: number | null;
  placeholder: string | null;
  mask: string | null;
  error_message: string | null;
  read_only: boolean;
  default_value: string | null;
  options: { label: string; value: string }[];
}

function customFieldsQuery(db: Knex, companyId: number) {
  return db('booking_input_field as f')
    .where({ 'f.company_id': companyId, 'f.enabled': true })
    .orderBy([{ column: 'f.rank' }, { column: 'f.id' }])
    .select(
      'f.id',
      'f.rank',
      'f.label',
      'f.type',
      'f.required',
      'f.text_length',
      'f.placeholder',
      'f.mask',
      'f.error_message',
      'f.read_only',
      'f.default_value',
      db.raw(`(SELECT coalesce(json_agg(json_build_object('label', o.label, 'value', o.value) ORDER BY o.rank, o.id), '[]')
               FROM booking_option_field o WHERE o.field_id = f.id) AS options`),
    );
}

function customFieldOf(row: CustomFieldRow): CustomField {
  return {
    id: row.id,
    label: row.label,
    type: row.type,
    required: row.required,
    textLength: row.text_length,
    placeholder: row.placeholder,
    mask: row.mask,
    errorMessage: row.error_message,
    readOnly: row.read_only,
    defaultValue: row.default_value,
    options: row.options,
  };
}

/** A booking's custom field as its readers see it: the stored value, and what it reads as (a dropdown's option label). */
export interface StoredCustomField {
  id: number;
  label: string;
  type: number;
  options: { label: string; value: string }[];
  value: unknown;
  /** customFieldOptionLabel of the value: the label every booking page and the agent's view show. */
  display: unknown;
}

/**
 * The custom fields a booking holds a value for, in the company's order (fields disabled since included, since the
 * value was given), each with its options and the value as it reads: two statements. The booking detail and
 * GET /booking/customFields/:id both read them here.
 */
export async function storedCustomFields(db: Knex, companyId: number, values: Record<string, unknown> | null): Promise<StoredCustomField[]> {
  const stored = values ?? {};
  const [fields, options] = await Promise.all([
    db('booking_input_field').where({ company_id: companyId }).orderBy(['rank', 'id']).select('id', 'label', 'type'),
    db('booking_option_field as o')
      .join('booking_input_field as f', 'f.id', 'o.field_id')
      .where('f.company_id', companyId)
      .orderBy(['o.rank', 'o.id'])
      .select('o.field_id', 'o.label', 'o.value'),
  ]);
  return fields
    .filter((field: { id: number }) => stored[String(field.id)] !== undefined && stored[String(field.id)] !== null)
    .map((field: { id: number; label: string; type: number }) => {
      const fieldOptions = options
        .filter((option: { field_id: number }) => option.field_id === field.id)
        .map(({ label, value }: { label: string; value: string }) => ({ label, value }));
      const value = stored[String(field.id)];
      return {
        id: field.id,
        label: field.label,
        type: field.type,
        options: fieldOptions,
        value,
        display: customFieldOptionLabel({ type: field.type, options: fieldOptions }, value),
      };
    });
}
