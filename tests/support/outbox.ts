import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The mails a server without SMTP wrote to its outbox folder (server/mail/mailer.ts), read the way their recipients
 * would: the journeys and the API tests take secret links from here, never from the mail log.
 */
export interface SentMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** A MIME part's content in clear, whatever transfer encoding nodemailer chose for it. */
function decode(content: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = content.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return content;
}

/** The leaf parts of a MIME entity (a whole message or one of its parts), decoded. */
function partsOf(entity: string): { type: string; content: string }[] {
  const cut = entity.indexOf('\n\n');
  const headers = (cut < 0 ? entity : entity.slice(0, cut)).replace(/\n[ \t]+/g, ' ');
  const body = cut < 0 ? '' : entity.slice(cut + 2);
  const type = /^Content-Type: ([^;\n]+)/im.exec(headers)?.[1].trim().toLowerCase() ?? 'text/plain';
  const boundary = /boundary="?([^";\n]+)"?/i.exec(headers)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => partsOf(part.replace(/^\n/, '')));
  }
  const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(headers)?.[1].toLowerCase() ?? '7bit';
  return [{ type, content: decode(body.replace(/\n$/, ''), encoding) }];
}

/** A header's value in clear: its encoded words (RFC 2047, as nodemailer writes them) decoded. */
const decodeHeader = (value: string) =>
  value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decode(text.replaceAll('_', ' '), 'quoted-printable'),
  );

/** The recipients, the subject and the decoded text parts of an .eml file. */
function parse(source: string): SentMail {
  const message = source.replace(/\r\n/g, '\n');
  const headers = message.slice(0, message.indexOf('\n\n'));
  const header = (name: string) => new RegExp(`^${name}: (.*(?:\\n[ \\t].*)*)`, 'm').exec(headers)?.[1].replace(/\n[ \t]+/g, ' ') ?? '';
  const parts = partsOf(message);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.content ?? '';
  return { to: header('To'), subject: decodeHeader(header('Subject')), html: part('text/html'), text: part('text/plain') };
}

/** Every mail of an outbox, the newest first. */
export async function readOutbox(folder: string): Promise<SentMail[]> {
  const names = (await readdir(folder).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse();
  return Promise.all(names.map(async (name) => parse(await readFile(path.join(folder, name), 'utf8'))));
}

/** Who a mail is looked for: one address, or any recipient a test accepts. */
export type Recipient = string | ((to: string) => boolean);

/**
 * The link of the newest mail to `to` whose HTML part matches `pattern`: its first group when it has one, else the
 * whole match; null when no such mail was sent (yet). With `about` (a booking's reference), only a mail whose subject
 * or text names it: a mail still on its way is not mistaken for an older one of the same kind.
 */
export async function findMailedLink(folder: string, to: Recipient, pattern: RegExp, about?: string): Promise<string | null> {
  const accepts = typeof to === 'string' ? (recipients: string) => recipients.toLowerCase().includes(to.toLowerCase()) : to;
  for (const mail of await readOutbox(folder)) {
    if (!accepts(mail.to) || (about !== undefined && !`${mail.subject}\n${mail.text}`.includes(about))) continue;
    const match = pattern.exec(mail.html);
    if (match) return match[1] ?? match[0];
  }
  return null;
}

/** As findMailedLink, throwing when no such mail was sent. */
export async function mailedLink(folder: string, to: Recipient, pattern: RegExp): Promise<string> {
  const link = await findMailedLink(folder, to, pattern);
  if (link === null) throw new Error(`no mail to ${String(to)} with a link matching ${pattern}`);
  return link;
}
