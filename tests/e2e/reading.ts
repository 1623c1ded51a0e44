import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { catalogues } from '../../common/i18n/index.ts';
import { LOADING, shot as screenshot, shown } from './support.ts';
import { words } from './vocabulary.ts';

// How a language journey reads a screen: its interface's texts, less the agency's data the server sent, against the
// vocabulary of the other language. The walks through the screens are in language.ts.

/**
 * What the page says of itself, as [where, text] pairs. Data is skipped: table body cells (but their buttons and
 * chips, which are the interface's), the primary text of list items outside menus, cards and rich texts filled from
 * the API (what the DATA selector names), and whatever carries translate="no".
 */
function readInterface(): [string, string][] {
  const TEXT = [
    'button',
    '[role=button]',
    'a',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    '[role=heading]',
    'th',
    'label',
    'legend',
    '.MuiFormHelperText-root',
    '[role=alert]',
    '[role=tab]',
    '[role=menuitem]',
    '[role=option]',
    '.MuiChip-label',
    '.MuiTablePagination-root',
    '.MuiTypography-root',
    'p',
    'caption',
    'dt',
  ].join(',');
  // Where the agency's data is shown: table cells, rich texts, the primary line of list rows, the titles and texts of
  // cards (a room type's name on the stock grid among them).
  const DATA = [
    'tbody td',
    '[translate=no]',
    '.ra-rich-text-input',
    '.ql-editor',
    '.MuiListItemText-primary:not([role=menuitem] *):not(nav *)',
    '[data-testid$="-item"] :is(h1,h2,h3,h4,h5,h6,p,.MuiTypography-root)',
    '[data-testid=hotel-card] :is(h2,h3,.MuiTypography-h6)',
    '[data-testid=thread-message] p',
    '[data-testid=help-page] .MuiAccordionDetails-root',
    '[data-testid=notification-detail] .MuiCardContent-root',
    '[data-testid=banner]',
    '.RaRichTextField',
    'iframe',
    '[data-testid=stock-room] h2',
  ].join(',');
  const UI_IN_DATA = 'button, [role=button], .MuiChip-label';
  const visible = (element: Element) => (element as HTMLElement).offsetParent !== null || getComputedStyle(element).position === 'fixed';
  const describe = (element: Element) => {
    const id =
      element.getAttribute('data-testid') ??
      element.getAttribute('role') ??
      element.className
        .toString()
        .split(' ')
        .find((name) => /^(Mui|Ra)/.test(name));
    return `${element.tagName.toLowerCase()}${id ? `[${id}]` : ''}`;
  };
  const found: [string, string][] = [];
  for (const element of document.body.querySelectorAll(TEXT)) {
    if (!visible(element)) continue;
    if (element.closest(DATA) && !element.matches(UI_IN_DATA) && !element.closest(UI_IN_DATA)) continue;
    // The element's own text only, not that of the elements it holds that are read on their own.
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join(' ')
      .trim();
    const text = element.matches('button, [role=button], a, th, label, legend, [role=tab], [role=menuitem], [role=option]')
      ? (element as HTMLElement).innerText.trim()
      : own;
    if (text) found.push([`${describe(element)} "${text.slice(0, 60)}"`, text]);
  }
  for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
    if (element.closest('[translate=no]')) continue;
    for (const attribute of ['aria-label', 'title', 'placeholder']) {
      const value = element.getAttribute(attribute);
      if (value) found.push([`${describe(element)} @${attribute}="${value.slice(0, 60)}"`, value]);
    }
  }
  return found;
}

/**
 * Every string of a JSON value; an HTML one also gives the texts between its tags, and one holding JSON (a history
 * row's event data) the strings inside it.
 */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string' && /^[[{]/.test(value)) {
    try {
      return [value, ...stringsOf(JSON.parse(value))];
    } catch {
      return [value];
    }
  }
  if (typeof value === 'string') return value.includes('<') ? [value, ...value.split(/<[^>]*>/)] : [value];
  return value && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : [];
}

/**
 * The French names of the enums' values (statuses, payment modes, cancellation reasons, roles...: the catalogue's
 * `enums` sections): a server answer equal to one of them is a value the browser should have translated by its key.
 */
function enumLabels(node: unknown): string[] {
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, child]) => (key === 'enums' ? stringsOf(child) : enumLabels(child)));
}

const FRENCH_ENUM_LABELS = new Set(enumLabels(catalogues.fr));

export interface Reader {
  page: Page;
  findings: string[];
  vocabulary: Set<string>;
  folder: string;
  data: Set<string>;
  answers: Promise<unknown>[];
  /** The API requests the page sent that have not ended yet, and when the last one left or ended. */
  pending: Set<Request>;
  lastActivity: number;
}

/**
 * A reader of the page's screens. What the server answers (its JSON, and the session it gave) is the agency's data
 * (names, typed labels, texts), quoted by the screens as it comes: it is taken out of the texts before they are read,
 * except the French names of enum values.
 */
export function readerOf(page: Page, vocabulary: Set<string>, folder: string): Reader {
  const reader: Reader = { page, findings: [], vocabulary, folder, data: new Set(), answers: [], pending: new Set(), lastActivity: Date.now() };
  // Taken when the request leaves, not when Playwright reports its answer (which may come after the screen shows it).
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/backend/')) return;
    reader.pending.add(request);
    reader.lastActivity = Date.now();
    reader.answers.push(
      request
        .response()
        .then(async (response) => {
          if (response && (response.headers()['content-type'] ?? '').includes('json')) keepData(reader, stringsOf(await response.json()));
        })
        .catch(() => undefined),
    );
  });
  const ended = (request: Request) => {
    if (reader.pending.delete(request)) reader.lastActivity = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return reader;
}

/**
 * Until the page has sent no API request for a moment and none is on its way: a screen whose heading shows before
 * its record is asked for (the back office's own screens) is read with its data, which is then known as data.
 */
async function settled(reader: Reader) {
  const QUIET_MS = 300;
  const until = Date.now() + 10_000;
  while (Date.now() < until && (reader.pending.size > 0 || Date.now() - reader.lastActivity < QUIET_MS)) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function keepData(reader: Reader, strings: string[]) {
  for (const text of strings.map((string) => string.trim())) if (text.length >= 3 && !FRENCH_ENUM_LABELS.has(text)) reader.data.add(text);
}

/** The text without the data it quotes, longest first so that a name is not cut by a shorter one inside it. */
function withoutData(text: string, data: string[]): string {
  return data.reduce((rest, datum) => (rest.includes(datum) ? rest.replaceAll(datum, ' ') : rest), text);
}

/** Waits for the page to settle (its main content or heading shown, no progress bar), then reads it. */
export async function read(reader: Reader, name: string, ready?: Locator) {
  const { page } = reader;
  await shown(ready ?? page.locator('h1, h2, h3, h4, h5, h6, [role=heading]').first(), `${name}: its content`);
  await expect(page.locator(LOADING), `${name}: still loading`).toHaveCount(0);
  await settled(reader);
  await expect(page.locator(LOADING), `${name}: still loading`).toHaveCount(0);
  // An answer that never comes (a request the page gave up) does not hold the reading for long.
  await Promise.race([Promise.all(reader.answers.splice(0)), new Promise((resolve) => setTimeout(resolve, 5_000))]);
  keepData(reader, stringsOf(await page.evaluate(() => JSON.parse(localStorage.getItem('hotel-booking-state') ?? 'null'))));
  const data = [...reader.data].sort((a, b) => b.length - a.length);
  const found = await page.evaluate(readInterface);
  for (const [where, text] of found) {
    const foreign = [...new Set(words(withoutData(text, data)).filter((word) => reader.vocabulary.has(word)))];
    if (foreign.length > 0) reader.findings.push(`${name}: ${where} → ${foreign.join(', ')}`);
  }
  await screenshot(page, reader.folder, name.replace(/[^a-z0-9-]+/gi, '-'));
}

/** No finding, each named by its page, element and words. */
export function expectNone(findings: string[], language: string) {
  expect([...new Set(findings)], `${language} words on the screens`).toEqual([]);
}
