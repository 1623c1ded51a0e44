import { describe, expect, it } from 'vitest';
import { createElement, isValidElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { RecordContextProvider } from 'react-admin';
import { fieldFor } from '../../admin/fields.tsx';
import { optionTextOf, recordRepresentation, titleText } from '../../admin/generic/representation.tsx';
import { resourceProps } from '../../admin/generic/resourceProps.tsx';
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

  it("a survey reply is named by its date at the time its date field shows, the agency's, in any browser time zone", () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      const reply = { id: 1, date: '2026-11-22T09:30:00.000Z' };
      const title = titleText(entityNamed('surveyReply'), reply);
      const field = renderToStaticMarkup(
        createElement(RecordContextProvider, { value: reply, children: fieldFor(entityNamed('surveyReply'), 'date', 'show') }),
      );
      // 09:30 UTC is 10:30 in Paris in November, 04:30 in New York.
      expect(title).toMatch(/10:30/);
      expect(field).toContain(title);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
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
