import { describe, expect, it } from 'vitest';
import { prefillable, withCustomFieldDefaults, withTravellerValues } from '../../front/shared/customFieldValues.ts';
import { customField as field } from '../support/custom-fields.ts';

const fields = [field(1), field(2, { defaultValue: 'DEF' }), field(3, { type: 40 }), field(4, { readOnly: true, defaultValue: 'RO' })];

describe("a traveller's saved custom field values in the booking forms", () => {
  it("offers the traveller's own values, not blanks, defaults, read-only or locked fields", () => {
    expect(prefillable(fields, { 1: 'A', 2: 'DEF', 3: false, 4: 'X' }, new Set())).toEqual({ 1: 'A', 3: false });
    expect(prefillable(fields, { 1: '', 2: 'B', 3: null }, new Set(['2']))).toEqual({});
    expect(prefillable(fields, { 1: 'A', 2: 'B' }, new Set(['1']))).toEqual({ 2: 'B' });
  });

  it('fills what is empty or still the company default, never what the user typed', () => {
    expect(withTravellerValues(fields, { 2: 'DEF' }, { 1: 'A', 2: 'B', 3: true })).toEqual({ 1: 'A', 2: 'B', 3: true });
    expect(withTravellerValues(fields, { 1: 'typed', 2: 'mine', 3: false }, { 1: 'A', 2: 'B', 3: true })).toEqual({ 1: 'typed', 2: 'mine', 3: false });
    expect(withTravellerValues(fields, { 1: '' }, { 1: 'A' })).toEqual({ 1: 'A' });
  });

  it("a form starts with the company's defaults in the fields it leaves empty, a yes/no default as a boolean", () => {
    const withYes = [...fields, field(5, { type: 40, defaultValue: 'true' }), field(6, { type: 40, defaultValue: 'false' })];
    expect(withCustomFieldDefaults({}, withYes)).toEqual({ 2: 'DEF', 4: 'RO', 5: true, 6: false });
    expect(withCustomFieldDefaults({ 1: 'A', 2: 'mine', 5: false, 6: null }, withYes)).toEqual({ 1: 'A', 2: 'mine', 4: 'RO', 5: false, 6: false });
  });
});
