import { describe, expect, it } from 'vitest';
import { customFieldOptionLabel } from '../../entities/customFields.ts';
import { ErrorCode } from '../../entities/errors.ts';
import { customFieldText, type DraftValues, draftErrors, finaliseBody } from '../../front/booking/completionDraft.ts';
import type { Traveller } from '../../entities/travellerReplies.ts';
import { customField as field } from '../support/custom-fields.ts';

const centre = field(1, {
  type: 30,
  required: true,
  options: [
    { label: 'CC-100 Direction', value: 'CC_100' },
    { label: 'CC-200 Commercial', value: 'CC_200_COMMERCIAL' },
  ],
});
const anne: Traveller = { id: 7, firstName: 'Anne', lastName: 'Martin', email: null, mobilePhone: null, enabled: true };
const paul: Traveller = { id: 8, firstName: 'Paul', lastName: 'Durand', email: null, mobilePhone: null, enabled: true };

type Booking = Parameters<typeof draftErrors>[0];
const booking = (extra: Partial<Booking> = {}): Booking =>
  ({
    stay: { destination: 'Paris', from: '2030-01-10', to: '2030-01-12', nights: 2, single: 0, double: 1 },
    validation: { phase: null, managers: [], multiManager: false },
    customFields: [centre],
    orderNumber: { required: false, label: null, pattern: 'PO-####' },
    ...extra,
  }) as Booking;
const values = (extra: Partial<DraftValues> = {}): DraftValues => ({
  rooms: [{ travellers: [anne, paul], bedType: 'twin' }],
  remarks: '  Arrivée tardive ',
  extras: '',
  custom: { 1: 'CC_200_COMMERCIAL' },
  orderNumber: ' PO-4821 ',
  managers: [3],
  confirmationKey: 'key-1',
  ...extra,
});

describe("the booking form's values, from the form to the summary and the finalise call", () => {
  it("builds the finalise body: rooms of the stay's occupancy, trimmed texts, managers only when the company validates", () => {
    expect(finaliseBody(booking(), values())).toEqual({
      rooms: [{ occupancy: 2, bedType: 'twin', travellers: [7, 8] }],
      remarks: 'Arrivée tardive',
      extras: null,
      customFields: { 1: 'CC_200_COMMERCIAL' },
      orderNumber: 'PO-4821',
      managers: [],
      confirmationKey: 'key-1',
    });
    const single = booking({
      stay: { destination: null, from: '2030-01-10', to: '2030-01-11', nights: 1, single: 1, double: 0, services: {} },
      validation: { phase: 'pre', managers: [], multiManager: false },
    });
    expect(finaliseBody(single, values({ rooms: [{ travellers: [anne], bedType: '' }] }))).toMatchObject({
      rooms: [{ occupancy: 1, travellers: [7] }],
      managers: [3],
    });
  });

  it('finds what the server would refuse before the summary is shown', () => {
    expect(draftErrors(booking(), values())).toEqual({});
    expect(draftErrors(booking(), values({ custom: {}, orderNumber: 'PO-12' }))).toEqual({
      'customFields.1': ErrorCode.FIELD_REQUIRED,
      orderNumber: ErrorCode.BAD_FORMAT,
    });
    expect(draftErrors(booking({ validation: { phase: 'post', managers: [], multiManager: false } }), values({ managers: [] }))).toEqual({
      managers: ErrorCode.MANAGER_REQUIRED,
    });
    expect(Object.keys(draftErrors(booking(), values({ rooms: [{ travellers: [null, null], bedType: '' }] })))).toContain('rooms.0.travellers');
  });
});

describe('a custom field value read by its label', () => {
  it("reads a dropdown value as its option's label, and keeps a value no option has any more", () => {
    expect(customFieldOptionLabel(centre, 'CC_200_COMMERCIAL')).toBe('CC-200 Commercial');
    expect(customFieldOptionLabel(centre, 'CC_999')).toBe('CC_999');
    expect(customFieldOptionLabel(field(2), 'CC_200_COMMERCIAL')).toBe('CC_200_COMMERCIAL');
    expect(customFieldOptionLabel(centre, null)).toBeNull();
  });

  it('shows yes or no, dates as the reader writes them, nothing for a blank value', () => {
    expect(customFieldText(centre, 'CC_200_COMMERCIAL')).toBe('CC-200 Commercial');
    expect(customFieldText({ type: 30 }, 'CC_200_COMMERCIAL')).toBe('CC_200_COMMERCIAL');
    expect(customFieldText(field(3, { type: 40 }), true)).toBe('Yes');
    expect(customFieldText(field(3, { type: 40 }), 'false')).toBe('No');
    expect(customFieldText(field(4, { type: 60 }), '2030-01-10')).toBe('10/01/2030');
    expect(customFieldText(field(5, { type: 10 }), 12)).toBe('12');
    expect(customFieldText(field(5), '')).toBe('');
    expect(customFieldText(field(5), null)).toBe('');
  });
});
