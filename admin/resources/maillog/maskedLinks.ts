import { REDACTED_LINK } from '../../../entities/maillog.ts';

const MASKED_ANCHOR = new RegExp(`<a\\b[^>]*href="${REDACTED_LINK.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>([\\s\\S]*?)</a>`, 'g');

/** A masked secret link reads as what it is: its words, no longer a link, and the mark saying where it went. */
export function showMaskedLinks(body: string, mark: string): string {
  return body.replace(MASKED_ANCHOR, (_, words: string) => `${words} <em style="color:#616161">[${mark}]</em>`);
}
