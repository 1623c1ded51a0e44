/**
 * The text part of a mail. A reader without HTML must still be able to act on it, so every link of the HTML part is
 * written out in the text part, after its label.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
const LINK = /<a\b[^>]*?\bhref\s*=\s*"([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi;

const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]);
const withoutTags = (html: string) => html.replace(/<[^>]+>/g, '');

/** The addresses an HTML part links to, in order, each once. */
export function linksOf(html: string): string[] {
  return [...new Set([...html.matchAll(LINK)].map((match) => decode(match[1]).trim()).filter((href) => /^(https?:|mailto:|\{\{)/.test(href)))];
}

/** An HTML body as plain text: paragraphs and lines kept, each link as "label : address". */
export function textOfHtml(html: string): string {
  const text = html
    .replace(LINK, (_, href: string, label: string) => {
      const address = decode(href).trim();
      const name = decode(withoutTags(label)).trim();
      return name && name !== address ? `${name} : ${address}` : address;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '- ')
    .replace(/<\/(p|div|h[1-6]|li|tr|table|ul|ol)>/gi, '\n\n');
  return decode(withoutTags(text))
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The text part that goes out: the template's own text (or the HTML made text), with any link of the HTML part it
 * does not carry added at the end, so a text an agent reworded without its link still leads where the HTML does.
 */
export function mailText(html: string, text?: string | null): string {
  const body = text?.trim() ? text : textOfHtml(html);
  const missing = linksOf(html).filter((link) => !body.includes(link));
  return missing.length === 0 ? body : `${body.trimEnd()}\n\n${missing.join('\n')}`;
}
