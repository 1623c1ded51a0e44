import { mailText } from './text.ts';

// Filling a mail template for one recipient: no database here, so that whatever writes mails (the steps that send
// them, the demo data) fills them the one way.

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface MailTemplate {
  subject: string;
  body_html: string | null;
  body_text: string | null;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function fill(source: string, values: Record<string, string | number | null | undefined>, escape: (value: string) => string) {
  return source.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => escape(String(values[name] ?? '')));
}

/** A day as mails write it: DD/MM/YYYY (from an ISO date or a date). */
export function mailDate(day: string | Date | null): string {
  if (!day) return '';
  const [year, month, dayOfMonth] = (day instanceof Date ? day.toISOString() : day).slice(0, 10).split('-');
  return `${dayOfMonth}/${month}/${year}`;
}

const blank = (value: string | number | null | undefined) => value === null || value === undefined || String(value).trim() === '';

/**
 * A labelled value with nothing to say is left out, rather than read as "Motif :" and nothing: a paragraph of the HTML
 * part, or a line of the text part, that is only a label and one placeholder whose value is blank.
 */
function withoutBlankLabels(source: string, values: Record<string, string | number | null | undefined>, html: boolean) {
  const labelled = html ? /<p>[^<>{}]*:\s*\{\{\s*(\w+)\s*\}\}\s*<\/p>/g : /^[^\n{}]*:[ \t]*\{\{\s*(\w+)\s*\}\}[ \t]*(\r?\n|$)/gm;
  return source.replace(labelled, (line, name: string) => (blank(values[name]) ? '' : line));
}

/**
 * A template with its `{{name}}` placeholders filled. Values are escaped in the HTML part (a traveller's name is
 * data, never markup).
 */
export function fillTemplate(template: MailTemplate, values: Record<string, string | number | null | undefined>): RenderedMail {
  const html = fill(withoutBlankLabels(template.body_html ?? '', values, true), values, (value) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]));
  const text = template.body_text && fill(withoutBlankLabels(template.body_text, values, false), values, (value) => value);
  return {
    subject: fill(template.subject, values, (value) => value.replace(/[\r\n]+/g, ' ')),
    html,
    text: mailText(html, text),
  };
}
