import { email, maxLength, maxValue, minLength, minValue, regex, required, type Validator } from 'react-admin';
import { PHONE_PATTERN, type Field } from '../entities/kit.ts';

/**
 * The descriptor's constraints as react-admin validators, so a form says at once what the server would refuse, with
 * the same error codes (catalogue `errors.<code>`).
 */
export function validatorsFor(field: Field): Validator[] {
  const validators: Validator[] = [];
  if (field.required) validators.push(required('errors.10'));
  switch (field.type) {
    case 'string':
    case 'text':
    case 'richtext':
    case 'email':
    case 'phone':
    case 'password':
    case 'image':
      if (field.minLength !== undefined) validators.push(minLength(field.minLength, field.type === 'password' ? 'errors.60' : undefined));
      if (field.maxLength !== undefined) validators.push(maxLength(field.maxLength, 'errors.180'));
      if (field.pattern !== undefined) validators.push(regex(new RegExp(field.pattern), 'errors.760'));
      if (field.type === 'email') validators.push(email('errors.140'));
      if (field.type === 'phone') validators.push(regex(new RegExp(PHONE_PATTERN), 'errors.40'));
      break;
    case 'integer':
    case 'decimal':
    case 'currency':
      if (field.min !== undefined) validators.push(minValue(field.min, field.code ? `errors.${field.code}` : undefined));
      if (field.max !== undefined) validators.push(maxValue(field.max, field.code ? `errors.${field.code}` : undefined));
      break;
    case 'array':
    case 'references':
      if (field.maxItems !== undefined) validators.push(maxLength(field.maxItems, 'errors.180'));
      break;
    case 'enum':
    case 'reference':
    case 'boolean':
    case 'date':
    case 'datetime':
      break;
    default: {
      const unknown: never = field;
      throw new Error(`no validation for field type ${(unknown as Field).type}`);
    }
  }
  return validators;
}
