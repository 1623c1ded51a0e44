/**
 * The Chromium that renders the PDFs: the one packed in the npm package where the system has none, and a clear 503
 * when none is there to render.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { packagedVersion, resolveChromium } from '../../server/documents/chromium.ts';
import { PdfRenderer } from '../../server/documents/pdf.ts';
import { testApp } from '../support/app.ts';
import { insertBooking, partyOf } from '../support/bookings.ts';

const isPdf = (body: Buffer) => body.subarray(0, 5).toString('latin1') === '%PDF-';

/** Runs `body` with these variables set (undefined: unset), then puts the environment back. */
async function withEnv(variables: Record<string, string | undefined>, body: () => Promise<void>) {
  const previous = Object.fromEntries(Object.keys(variables).map((name) => [name, process.env[name]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  apply(variables);
  try {
    await body();
  } finally {
    apply(previous);
  }
}

/**
 * The characters a PDF of Chromium (Skia) has glyphs for: the Unicode side of its fonts' ToUnicode maps. A font
 * subset holds only the glyphs printed, so a character is there when text containing it was laid out.
 */
function printedCharacters(pdf: Buffer): Set<string> {
  const characters = new Set<string>();
  const source = pdf.toString('latin1');
  for (const match of source.matchAll(/\/FlateDecode[^>]*>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    let text: string;
    try {
      text = inflateSync(pdf.subarray(start, source.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue;
    }
    if (!text.includes('begincmap')) continue;
    const sections = (name: string) => [...text.matchAll(new RegExp(`begin${name}([^]*?)end${name}`, 'g'))].map(([, body]) => body);
    // One glyph per line: `<glyph> <UTF-16>`, or a range `<first> <last> <UTF-16 of first>`.
    for (const body of sections('bfchar')) {
      for (const [, utf16] of body.matchAll(/^<[0-9A-Fa-f]+> <([0-9A-Fa-f]+)>$/gm)) {
        characters.add(String.fromCharCode(...(utf16.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16))));
      }
    }
    for (const body of sections('bfrange')) {
      for (const [, first, last, utf16] of body.matchAll(/^<([0-9A-Fa-f]+)> <([0-9A-Fa-f]+)> <([0-9A-Fa-f]{4})>$/gm)) {
        for (let offset = 0; offset <= parseInt(last, 16) - parseInt(first, 16); offset++) characters.add(String.fromCharCode(parseInt(utf16, 16) + offset));
      }
    }
  }
  return characters;
}

describe('without a system Chromium', () => {
  it("the Chromium of the npm package renders the voucher, with the booking's text", { timeout: 180_000 }, async () => {
    await withEnv({ CHROMIUM_PATH: undefined, CHROMIUM_CANDIDATES: '/nonexistent/chromium' }, async () => {
      expect(await resolveChromium()).toMatchObject({ executablePath: path.join(tmpdir(), 'chromium'), packaged: true });
      // The journeys' choice (playwright.config.ts) finds the same one, with or without a system Chromium.
      expect(await resolveChromium(process.env, { prefer: 'packaged' })).toMatchObject({ executablePath: path.join(tmpdir(), 'chromium'), packaged: true });
      const other = await testApp();
      try {
        const party = await partyOf(other.db.knex, 'user@acme-demo.fr');
        const booking = await insertBooking(other.db.knex, party, { hotel_name: 'Hôtel Zéphyr-Quokka Ωmega' });
        const response = await other.call('user', 'GET', `/backend/api/me/booking-voucher/${booking.id}/pdf`);
        expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
        const pdf = response.rawPayload;
        expect(isPdf(pdf)).toBe(true);
        // Printed by the packaged browser (its major version is the package's), not by the system's.
        expect(pdf.toString('latin1')).toContain(`/Producer (Skia/PDF m${packagedVersion().split('.')[0]})`);
        const printed = printedCharacters(pdf);
        for (const character of 'ZéphyrQuokkaΩ') expect(printed, character).toContain(character);
        expect(printed).not.toContain('Ж');
      } finally {
        await other.close();
      }
    });
  });
});

describe('without Chromium', () => {
  it('a PDF is a 503 with the code pdf_unavailable', async () => {
    const renderer = new PdfRenderer(async () => null);
    await expect(renderer.render('<p>x</p>')).rejects.toMatchObject({ status: 503, code: 'pdf_unavailable' });
  });

  it('the route says so in the envelope when CHROMIUM_PATH names a missing browser (no silent fallback)', async () => {
    await withEnv({ CHROMIUM_PATH: '/nonexistent/chromium' }, async () => {
      const other = await testApp();
      try {
        const party = await partyOf(other.db.knex, 'user@acme-demo.fr');
        const booking = await insertBooking(other.db.knex, party);
        const response = await other.call('user', 'GET', `/backend/api/me/booking-voucher/${booking.id}/pdf`);
        expect(response.statusCode).toBe(503);
        expect(response.json()).toMatchObject({ code: 'pdf_unavailable' });
      } finally {
        await other.close();
      }
    });
  });
});
