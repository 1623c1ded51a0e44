/**
 * Which Chromium renders the documents and drives the journeys: CHROMIUM_PATH, else a system one from the candidate
 * list, else the one packed in the npm package (the journeys prefer the packaged one to a system one); a CHROMIUM_PATH
 * that does not exist is not silently replaced.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CANDIDATES, resolveChromium, systemChromium } from '../../server/documents/chromium.ts';

let folder: string;
let first: string;
let second: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'chromium-candidates-'));
  first = path.join(folder, 'first');
  second = path.join(folder, 'second');
  await writeFile(first, '');
  await writeFile(second, '');
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('the system Chromium', () => {
  it('is CHROMIUM_PATH when set, before any candidate', () => {
    expect(systemChromium({ CHROMIUM_PATH: second, CHROMIUM_CANDIDATES: first })).toEqual({ path: second });
  });

  it('is the first existing candidate of CHROMIUM_CANDIDATES, colon-separated', () => {
    expect(systemChromium({ CHROMIUM_CANDIDATES: `${folder}/missing:${second}:${first}` })).toEqual({ path: second });
  });

  it('is none when the candidates are hidden (empty or missing), so the packaged one is used', () => {
    expect(systemChromium({ CHROMIUM_CANDIDATES: '' })).toBeNull();
    expect(systemChromium({ CHROMIUM_CANDIDATES: '/nonexistent' })).toBeNull();
  });

  it("is looked for in the distribution's places by default", () => {
    expect(DEFAULT_CANDIDATES).toContain('/usr/bin/chromium');
  });
});

describe('the Chromium to launch', () => {
  it('is none when CHROMIUM_PATH names a missing file: the setting is wrong, and saying so beats another browser', async () => {
    expect(await resolveChromium({ CHROMIUM_PATH: `${folder}/missing`, CHROMIUM_CANDIDATES: '' })).toBeNull();
  });

  it('is a system one as it is, with nothing added to its environment', async () => {
    expect(await resolveChromium({ CHROMIUM_CANDIDATES: first })).toEqual({ executablePath: first, packaged: false, env: {} });
  });

  it('is CHROMIUM_PATH even where the packaged one is preferred', async () => {
    expect(await resolveChromium({ CHROMIUM_PATH: second, CHROMIUM_CANDIDATES: first }, { prefer: 'packaged' })).toEqual({
      executablePath: second,
      packaged: false,
      env: {},
    });
    expect(await resolveChromium({ CHROMIUM_PATH: `${folder}/missing` }, { prefer: 'packaged' })).toBeNull();
  });
});
