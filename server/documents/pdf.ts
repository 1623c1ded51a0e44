import type { Browser, Page } from 'puppeteer-core';
import { ApiError } from '../errors.ts';
import { CHROMIUM_ARGS, resolveChromium, type ChromiumBrowser } from './chromium.ts';
import { ErrorCode } from '../../entities/errors.ts';

export const pdfUnavailable = () => new ApiError(503, ErrorCode.PDF_UNAVAILABLE, 'no Chromium to render documents');

/** Pages kept open between documents: enough for two at once, few enough to cost little memory. */
const IDLE_PAGES = 2;

/**
 * Renders HTML to PDF in a headless Chromium kept warm: one browser, launched by `warm()` (at listen) or by the first
 * document, and a few pages kept open and reused, so a document costs its layout and printing only. Documents are
 * built by the server from escaped data, and every page has no JavaScript and no network, so a booking's text can
 * neither run code nor fetch anything; a page goes back blank to the pool, holding nothing of the last document.
 */
export class PdfRenderer {
  private browser: Promise<Browser> | null = null;
  private located: Promise<ChromiumBrowser | null> | null = null;
  private idle: Page[] = [];

  /** Which Chromium: by default the environment's as it is now (see chromium.ts), located on first use. */
  constructor(
    private readonly locate: () => Promise<ChromiumBrowser | null> = (
      (env) => () =>
        resolveChromium(env)
    )({ ...process.env }),
  ) {}

  private launch(): Promise<Browser> {
    if (!this.browser) {
      this.located ??= this.locate();
      this.browser = this.located.then(async (chromium) => {
        if (!chromium) throw pdfUnavailable();
        const { default: puppeteer } = await import('puppeteer-core');
        const browser = await puppeteer.launch({
          executablePath: chromium.executablePath,
          env: { ...process.env, ...chromium.env },
          headless: true,
          args: CHROMIUM_ARGS,
          // Over a pipe, the browser quits when this process ends, however it ends (a killed server leaves none behind).
          pipe: true,
          // The server's own shutdown closes the browser once the documents being made are sent (server/main.ts):
          // puppeteer's signal handlers would close it at the signal, under them.
          handleSIGINT: false,
          handleSIGTERM: false,
          handleSIGHUP: false,
        });
        // A crashed browser is launched again on the next document.
        browser.on('disconnected', () => {
          if (this.browser === launched) this.browser = null;
          this.idle = [];
        });
        return browser;
      });
      const launched = this.browser;
      launched.catch(() => {
        if (this.browser === launched) this.browser = null;
      });
    }
    return this.browser;
  }

  /** A page without JavaScript whose only allowed requests are the document's own `data:` URLs. */
  private async page(browser: Browser): Promise<Page> {
    const kept = this.idle.pop();
    if (kept && !kept.isClosed()) return kept;
    const page = await browser.newPage();
    await page.setJavaScriptEnabled(false);
    await page.setRequestInterception(true);
    page.on('request', (request) => (request.url().startsWith('data:') ? request.continue() : request.abort()));
    return page;
  }

  private async release(page: Page, reusable: boolean): Promise<void> {
    if (reusable && this.idle.length < IDLE_PAGES) {
      try {
        await page.setContent('');
        this.idle.push(page);
        return;
      } catch {
        // Not reusable after all: closed below.
      }
    }
    await page.close().catch(() => {});
  }

  /** Launches the browser and opens a page ahead of the first document; a failure waits for that document to be said. */
  async warm(): Promise<ChromiumBrowser | null> {
    try {
      const browser = await this.launch();
      if (this.idle.length === 0) await this.release(await this.page(browser), true);
      return await this.located;
    } catch {
      return null;
    }
  }

  async render(html: string): Promise<Buffer> {
    let browser: Browser;
    try {
      browser = await this.launch();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw pdfUnavailable();
    }
    const page = await this.page(browser);
    let reusable = false;
    try {
      await page.setContent(html, { waitUntil: 'load' });
      const pdf = await page.pdf({ format: 'A4', printBackground: true, margin: { top: '15mm', bottom: '15mm', left: '12mm', right: '12mm' } });
      reusable = true;
      return Buffer.from(pdf);
    } finally {
      await this.release(page, reusable);
    }
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    this.idle = [];
    if (browser) await (await browser.catch(() => null))?.close().catch(() => {});
  }
}
