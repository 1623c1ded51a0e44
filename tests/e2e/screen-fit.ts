import { expect, type Page } from '@playwright/test';
import { shot } from './support.ts';

/**
 * Whether a back-office screen fits a window `width` wide: the page does not scroll sideways, no button of a page's
 * toolbar or tab bar is cut by the window or its bar, and no input runs past its card.
 */

/** What sticks out: the page's sideways overflow in pixels, and the names of the buttons and inputs that are cut. */
export const overflow = (page: Page, width: number) =>
  page.evaluate((width) => {
    const beyond = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - width;
    const cut: string[] = [];
    for (const bar of document.querySelectorAll<HTMLElement>('.RaTopToolbar-root, .RaListToolbar-root, .MuiTabs-root')) {
      const box = bar.getBoundingClientRect();
      for (const button of bar.querySelectorAll<HTMLElement>('button:not(.MuiTabScrollButton-root), a')) {
        const rect = button.getBoundingClientRect();
        if (rect.width === 0) continue;
        // Tabs scroll inside their bar: a tab past its edge is reached by the bar's arrows, not cut.
        if (button.getAttribute('role') === 'tab') continue;
        if (rect.right > Math.min(width, box.right) + 1 || rect.left < Math.max(0, box.left) - 1)
          cut.push(button.textContent?.trim() || button.getAttribute('aria-label') || '?');
      }
    }
    // An input running past its card (which hides what overflows it) is cut as well, though the page does not scroll.
    for (const input of document.querySelectorAll<HTMLElement>('main .MuiInputBase-root')) {
      const rect = input.getBoundingClientRect();
      const card = input.closest('.MuiPaper-root')?.getBoundingClientRect();
      if (rect.width > 0 && rect.right > Math.min(width, card?.right ?? width) + 1)
        cut.push(input.closest('.MuiFormControl-root')?.querySelector('label')?.textContent?.trim() || 'input');
    }
    return { beyond, cut };
  }, width);

/** Every screen is checked even when one fails, so a run names all that are too wide. */
export const softly = expect.configure({ soft: true, timeout: 3_000 });

/** The drawn screen `name` fits the window; one that does not is kept as a screenshot under test-results/<folder>/. */
export async function expectFits(page: Page, name: string, { width, folder }: { width: number; folder: string }) {
  const verdict = async () => {
    const { beyond, cut } = await overflow(page, width);
    return beyond <= 0 && cut.length === 0 ? 'fits' : `${beyond} px too wide${cut.length ? `, cut: ${cut.join(', ')}` : ''}`;
  };
  await softly.poll(verdict, { message: `${name} fits ${width} px` }).toBe('fits');
  if ((await verdict()) !== 'fits') await shot(page, folder, `too-wide-${name.replace(/[^\w-]+/g, '_')}`, { always: true });
}
