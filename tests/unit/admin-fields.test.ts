import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { fieldFor } from '../../admin/fields.tsx';
import { entities, entityNamed } from '../../entities/index.ts';

const rendered = (entity: string, field: string, record: Record<string, unknown>) =>
  renderToStaticMarkup(createElement(RecordContextProvider, { value: { id: 1, ...record }, children: fieldFor(entityNamed(entity), field, 'list') }));

describe('generated fields', () => {
  it('show an instant in the agency time zone (Paris), whatever the browser time zone', () => {
    // 22:30 UTC on 1 July is 00:30 on 2 July in Paris (summer time).
    const html = rendered('message', 'date', { date: '2026-07-01T22:30:00Z' });
    expect(html).toContain('02/07/2026');
    expect(html).toContain('00:30');
  });

  it('show a day as the day it is, without a time zone shift', () => {
    expect(rendered('contingent', 'contingent_date', { contingent_date: '2026-11-22' })).toContain('22/11/2026');
  });

  it("colour an enum value as its descriptor's tones say, the others neutral: a failed mail stands out in red", () => {
    expect(rendered('maillog', 'state', { state: 'failed' })).toContain('MuiChip-colorError');
    expect(rendered('maillog', 'state', { state: 'sent' })).toContain('MuiChip-colorDefault');
  });
});

describe('enum tones', () => {
  it('name values of their own enum only', () => {
    const stray = entities.flatMap((entity) =>
      Object.entries(entity.fields).flatMap(([name, field]) =>
        field.type === 'enum' && field.tones
          ? Object.keys(field.tones)
              .filter((value) => !field.values.map(String).includes(value))
              .map((value) => `${entity.name}.${name}: ${value}`)
          : [],
      ),
    );
    expect(stray).toEqual([]);
  });
});
