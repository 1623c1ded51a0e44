import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every TypeScript file under a folder. */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the layers of the code', () => {
  it('the browser apps import nothing from the server: what both sides know lives in entities/', () => {
    const crossing = ['front', 'admin', 'contingents', 'common'].flatMap(sources)
      .filter((file) => /from '(\.\.\/)+server\//.test(readFileSync(file, 'utf8')));
    expect(crossing).toEqual([]);
  });
});
