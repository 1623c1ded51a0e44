import { expect, test } from '@playwright/test';
import { readManagerPages, readPublicPages, readSearchAndBookings, readUserPages } from './language.ts';
import { ENGLISH_ONLY, FRENCH_ONLY } from './vocabulary.ts';
import { expectNone, read, readerOf } from './reading.ts';

/**
 * The front office in the reader's language (language.ts): an English reader meets no French on its public pages,
 * a company user's and a manager's, and a French reader no English.
 */
test.use({ viewport: { width: 1400, height: 900 } });

test.describe('in an English browser', () => {
  test.use({ locale: 'en-GB' });

  test('the public pages, and those reached through mails, hold no French', async ({ page }) => {
    const reader = readerOf(page, FRENCH_ONLY, 'english');
    await readPublicPages(reader, { full: true });
    expectNone(reader.findings, 'French');
  });

  test('a company user’s search, booking form and bookings hold no French', async ({ page }) => {
    const reader = readerOf(page, FRENCH_ONLY, 'english');
    await readSearchAndBookings(reader, { full: true });
    expectNone(reader.findings, 'French');
  });

  test('a company user’s other pages hold no French', async ({ page }) => {
    const reader = readerOf(page, FRENCH_ONLY, 'english');
    await readUserPages(reader);
    expectNone(reader.findings, 'French');
  });

  test('a manager’s pages hold no French', async ({ page }) => {
    const reader = readerOf(page, FRENCH_ONLY, 'english');
    await readManagerPages(reader);
    expectNone(reader.findings, 'French');
  });
});

test.describe('in a French browser', () => {
  test.use({ locale: 'fr-FR' });

  // The reverse, lighter: the front office's pages hold no word of 5 letters or more that only the English catalogue uses.
  test('the public pages hold no English', async ({ page }) => {
    const reader = readerOf(page, ENGLISH_ONLY, 'english-fr');
    await readPublicPages(reader, { full: false });
    expectNone(reader.findings, 'English');
  });

  test('a company user’s search and bookings hold no English', async ({ page }) => {
    const reader = readerOf(page, ENGLISH_ONLY, 'english-fr');
    await readSearchAndBookings(reader, { full: false });
    expectNone(reader.findings, 'English');
  });

  test('a company user’s other pages and a manager’s hold no English', async ({ page }) => {
    const reader = readerOf(page, ENGLISH_ONLY, 'english-fr');
    await readUserPages(reader);
    await readManagerPages(reader);
    expectNone(reader.findings, 'English');

    // The reading itself sees a language where it is: French words on the French page it ended on (the bookings).
    const probe = readerOf(page, FRENCH_ONLY, 'english-fr');
    await read(probe, 'probe', page.getByRole('tab').first());
    expect(probe.findings.join('\n')).toMatch(/réservations/);
  });
});
