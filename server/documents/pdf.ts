import { existsSync } from 'node:fs';
import type { Browser } from 'puppeteer-core';
import { ApiError } from '../errors.ts';

/** Where a Chromium may be: CHROMIUM_PATH when set, otherwise the distribution's. */
const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.CHROMIUM_PATH) return existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  return CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
}

export const pdfUnavailable = () => new ApiError(503, 'pdf_unavailable', 'no Chromium to render documents');

/**
 * Renders HTML to PDF in a headless Chromium: one browser, launched on the first document and reused by the next
 * ones (each gets its own page), closed with the app. Documents are built by the server from escaped data, and the
 * page has no JavaScript and no network, so a booking's text can neither run code nor fetch anything.
 */
export class PdfRenderer {
  private browser: Promise<Browser> | null = null;

  constructor(private readonly executablePath: string | null = chromiumPath()) {}

  private launch(): Promise<Browser> {
    if (!this.executablePath) throw pdfUnavailable();
    if (!this.browser) {
      const executablePath = this.executablePath;
      this.browser = import('puppeteer-core').then(({ default: puppeteer }) =>
        puppeteer.launch({
          executablePath,
          headless: true,
          args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        }),
      ).then((browser) => {
        // A crashed browser is launched again on the next document.
        browser.on('disconnected', () => {
          this.browser = null;
        });
        return browser;
      });
      this.browser.catch(() => {
        this.browser = null;
      });
    }
    return this.browser;
  }

  async render(html: string): Promise<Buffer> {
    let browser: Browser;
    try {
      browser = await this.launch();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw pdfUnavailable();
    }
    const page = await browser.newPage();
    try {
      await page.setJavaScriptEnabled(false);
      await page.setRequestInterception(true);
      page.on('request', (request) => (request.url().startsWith('data:') ? request.continue() : request.abort()));
      await page.setContent(html, { waitUntil: 'load' });
      const pdf = await page.pdf({ format: 'A4', printBackground: true, margin: { top: '15mm', bottom: '15mm', left: '12mm', right: '12mm' } });
      return Buffer.from(pdf);
    } finally {
      await page.close().catch(() => {});
    }
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser.catch(() => null))?.close().catch(() => {});
  }
}
