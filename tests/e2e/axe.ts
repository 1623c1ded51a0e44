import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { animationsEnded } from './support.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's violations on the page as it stands, but in the parts `exclude` names. axe is loaded into a document
 * once: the walks move within an app without reloading it, and evaluating axe's half megabyte again for every check
 * was a fifth of the check's time. It runs in the page itself: these pages hold no frame.
 */
export async function axeViolations(page: Page, options: RunOptions, exclude: string[] = []): Promise<AxeResults['violations']> {
  // A part still fading in or out shows other colours than its own.
  await animationsEnded(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ([runOptions, excluded]) => {
      const { axe } = window as unknown as { axe: { run(context: { include: Document; exclude: string[] }, options: RunOptions): Promise<AxeResults> } };
      return (await axe.run({ include: document, exclude: excluded }, runOptions)).violations;
    },
    [{ ...options, resultTypes: ['violations'] } as RunOptions, exclude] as const,
  );
}
