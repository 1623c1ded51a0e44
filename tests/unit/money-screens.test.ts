/**
 * One way to write an amount: the generated lists and show pages, the inputs, the stock grid and the request cards
 * all write euros with common/format.ts, so the same price never reads two ways on two screens.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { fieldFor } from '../../admin/fields.tsx';
import { moneyInputFormat } from '../../admin/inputs.tsx';
import { formatMoney } from '../../common/format.ts';
import { entityNamed } from '../../entities/index.ts';

// A French reader, before the interface reads its language: French is where formatters differed (their spaces).
vi.hoisted(() => vi.stubGlobal('navigator', { language: 'fr-FR' }));

const text = (html: string) =>
  html
    .replace(/<style[^>]*>.*?<\/style>/gs, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, '\u00a0');
const rendered = (field: string, context: 'list' | 'show', record: Record<string, unknown>) =>
  text(
    renderToStaticMarkup(createElement(RecordContextProvider, { value: { id: 1, ...record }, children: fieldFor(entityNamed('contingent'), field, context) })),
  );

async function sources(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name)).map((entry) => join(entry.parentPath, entry.name));
}

describe('amounts on every screen', () => {
  it('a generated currency column and show field write the amount as formatMoney does', () => {
    expect(rendered('prix_achat', 'list', { prix_achat: 1234.5 })).toBe(formatMoney(1234.5));
    expect(rendered('prix_vente', 'show', { prix_vente: 80 })).toBe('80,00\u00a0€');
    expect(rendered('taxe_sejour', 'list', { taxe_sejour: null })).toBe('');
  });

  it('an amount input shows the same two decimals', () => {
    expect(moneyInputFormat(80)).toBe('80.00');
    expect(moneyInputFormat(1234.5)).toBe('1234.50');
    expect(moneyInputFormat(null)).toBe('');
  });

  it('no browser screen builds its own currency formatter', async () => {
    const files = (await Promise.all(['admin', 'contingents', 'front', 'common'].map(sources))).flat();
    const own = [];
    for (const file of files) {
      if (file === join('common', 'format.ts')) continue;
      if (/style:\s*'currency'|currency:\s*CURRENCY/.test(await readFile(file, 'utf8'))) own.push(file);
    }
    expect(files.length).toBeGreaterThan(50);
    expect(own).toEqual([]);
  });
});
