import type { Knex } from 'knex';
import type { CustomField } from '../../entities/customFields.ts';

/** A company's enabled custom booking fields in their order, each with its dropdown options: two statements. */
export async function companyCustomFields(db: Knex, companyId: number): Promise<CustomField[]> {
  const rows = await db('booking_input_field')
    .where({ company_id: companyId, enabled: true })
    .orderBy([{ column: 'rank' }, { column: 'id' }])
    .select('id', 'label', 'type', 'required', 'text_length', 'placeholder', 'mask', 'error_message', 'read_only', 'default_value');
  const options = rows.length
    ? await db('booking_option_field')
        .whereIn('field_id', rows.map((row) => row.id))
        .orderBy([{ column: 'rank' }, { column: 'id' }])
        .select('field_id', 'label', 'value')
    : [];
  return rows.map((row) => ({
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
    options: options.filter((option) => option.field_id === row.id).map(({ label, value }) => ({ label, value })),
  }));
}
