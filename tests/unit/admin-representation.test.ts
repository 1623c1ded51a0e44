import { describe, expect, it } from 'vitest';
import { isValidElement } from 'react';
import { optionTextOf, recordRepresentation, titleText } from '../../admin/generic/representation.tsx';
import { resourceProps } from '../../admin/resources.tsx';
import { entityNamed } from '../../entities/index.ts';

describe('how the back office names a record', () => {
  it('a text title is named by its field', () => {
    expect(recordRepresentation(entityNamed('booking'))).toBe('ref');
    expect(optionTextOf(entityNamed('hotelgamme'))).toBe('description');
  });

  it('a date title is a formatted day, never the raw ISO value', () => {
    const name = recordRepresentation(entityNamed('contingent'));
    expect(typeof name).toBe('function');
    const text = (name as (record: object) => string)({ id: 1, contingent_date: '2026-11-22' });
    expect(text).not.toContain('2026-11-22');
    expect(text).toMatch(/22/);
    expect(titleText(entityNamed('surveyReply'), { id: 1, date: null })).toBe('');
  });

  it('a reference title shows the referenced record, through an element that can fetch it', () => {
    expect(isValidElement(recordRepresentation(entityNamed('configcontingent')))).toBe(true);
  });

  it('a number title is formatted', () => {
    expect(titleText(entityNamed('hotelretrocession'), { id: 1, days: 7 })).toBe('7');
  });
});

describe('which screens a resource gets', () => {
  it('a read-only entity has list and show screens, no form', () => {
    const booking = resourceProps(entityNamed('booking'));
    expect(booking.list).toBeDefined();
    expect(booking.show).toBeDefined();
    expect(booking.edit).toBeUndefined();
    expect(booking.create).toBeUndefined();
  });

  it('a writable entity keeps its forms', () => {
    const contingent = resourceProps(entityNamed('contingent'));
    expect(contingent.edit).toBeDefined();
    expect(contingent.create).toBeDefined();
  });
});
