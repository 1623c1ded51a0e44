import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The folders of the platform's code and of its tests. */
const FOLDERS = ['server', 'front', 'admin', 'contingents', 'common', 'entities', 'seeds', 'migrations', 'tests'];

/**
 * The most lines a source file has, as Prettier formats it (`npm run lint` checks the formatting): a longer one holds
 * more than one thing, and is split by concern rather than cut at a line.
 */
const MAX_LINES = 300;

/** Every TypeScript file under a folder. */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The lines of a text as an editor numbers them: a final line break ends the last line, it does not start one. */
const lineCount = (text: string) => (text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0));

describe('the size of the source files', () => {
  it(`keeps every source file at ${MAX_LINES} lines or fewer`, () => {
    const tooLong = FOLDERS.flatMap(sources)
      .map((file) => ({ file, lines: lineCount(readFileSync(file, 'utf8')) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(tooLong).toEqual([]);
  });

  it('counts lines as an editor numbers them', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('one')).toBe(1);
    expect(lineCount('one\n')).toBe(1);
    expect(lineCount('one\ntwo\n')).toBe(2);
    expect(lineCount('one\n\n')).toBe(2);
  });
});
