/**
 * Every progress indicator of the browser apps says what it waits for: a screen reader names a progress bar by its
 * label (WCAG's aria-progressbar-name), and one shown for a moment is easily missed by the journeys' audits.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const APPS = ['admin', 'common', 'contingents', 'front'];

it('names every LinearProgress and CircularProgress of the browser apps', () => {
  const unnamed: string[] = [];
  for (const app of APPS) {
    for (const entry of readdirSync(app, { withFileTypes: true, recursive: true }).filter((file) => file.isFile() && file.name.endsWith('.tsx'))) {
      const file = path.join(entry.parentPath, entry.name);
      const text = readFileSync(file, 'utf8');
      // Each element's opening tag, up to its end: a name given by attribute, or by the element's own aria props.
      for (const match of text.matchAll(/<(LinearProgress|CircularProgress)\b([^>]*)>/g)) {
        if (!/aria-label(ledby)?=/.test(match[2])) unnamed.push(`${file}:${text.slice(0, match.index).split('\n').length} ${match[1]}`);
      }
    }
  }
  expect(unnamed).toEqual([]);
});
