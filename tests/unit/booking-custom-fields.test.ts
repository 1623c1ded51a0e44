import { describe, expect, it } from 'vitest';
import { customFieldError, customFieldsErrors, type CustomField } from '../../entities/customFields.ts';
import { customField } from '../support/custom-fields.ts';

const field = (overrides: Partial<CustomField>) => customField(overrides.id ?? 1, overrides);

describe('a booking custom field’s value', () => {
  it.each([
    ['required and blank: 10', field({ required: true }), '  ', 10],
    ['required and missing: 10', field({ required: true }), undefined, 10],
    ['optional and blank: fine', field({}), '', undefined],
    ['longer than text_length: 180', field({ textLength: 5 }), 'abcdef', 180],
    ['not matching the mask ??-####: 760', field({ mask: '??-####' }), '12-ABCD', 760],
    ['matching the mask ??-####', field({ mask: '??-####' }), 'AB-1234', undefined],
    ['mask * is a digit or a letter', field({ mask: '*****-##' }), 'TPS42-01', undefined],
    ['mask + repeats', field({ mask: 'CH-??-###+' }), 'CH-AB-123456', undefined],
    ['numeric with a letter: 11', field({ type: 10 }), '12a', 11],
    ['numeric with decimals', field({ type: 10 }), '12,5', undefined],
    ['numeric as a number', field({ type: 10 }), 42, undefined],
    ['email without domain: 140', field({ type: 21 }), 'jean@', 140],
    ['email', field({ type: 21 }), 'jean.dupont@acme-demo.fr', undefined],
    ['phone with letters: 40', field({ type: 22 }), 'call me', 40],
    ['phone', field({ type: 22 }), '+33 6 12 34 56 78', undefined],
    ['option not offered: 760', field({ type: 30, options: [{ label: 'A', value: 'A' }] }), 'B', 760],
    ['option offered', field({ type: 30, options: [{ label: 'A', value: 'A' }] }), 'A', undefined],
    ['boolean true', field({ type: 40 }), true, undefined],
    ['boolean as text', field({ type: 40 }), 'false', undefined],
    ['boolean as anything else: 760', field({ type: 40 }), 'yes', 760],
    ['required boolean unanswered: 10', field({ type: 40, required: true }), undefined, 10],
    ['paragraph over its length: 180', field({ type: 50, textLength: 10 }), 'x'.repeat(11), 180],
    ['date that does not exist: 760', field({ type: 60 }), '2026-02-30', 760],
    ['date in another format: 760', field({ type: 60 }), '12/03/2026', 760],
    ['date', field({ type: 60 }), '2026-03-12', undefined],
    ['read-only: the default stands whatever is sent', field({ readOnly: true, defaultValue: 'Initech', required: true }), '', undefined],
  ])('%s', (_, definition, value, code) => {
    expect(customFieldError(definition, value)).toBe(code);
  });

  it('checks every field at once, refuses unknown fields and stores normalised values', () => {
    const fields = [field({ id: 1, required: true }), field({ id: 2, type: 40 }), field({ id: 3, readOnly: true, defaultValue: 'Fixe' })];
    expect(customFieldsErrors(fields, { 1: '', 9: 'x' }).errors).toEqual({ 'customFields.1': 10, 'customFields.9': 400 });
    expect(customFieldsErrors(fields, { 1: '  Projet  ', 2: 'true', 3: 'changé' })).toEqual({
      errors: {},
      stored: { 1: 'Projet', 2: true, 3: 'Fixe' },
    });
  });
});
