import type { DemoRole, TestApp } from './app.ts';
import { multipartForm } from './multipart.ts';

/** The headers of the travellers template, as a file to import names its columns. */
export const HEADERS = ['Nom*', 'Prénom*', 'Email', 'Téléphone mobile'];

/** A short random word: names that no other test has used. */
export const unique = () => Math.random().toString(36).slice(2, 8);

/** Sends a travellers file to a company's import as its form does (with one other field), or the form without one. */
export async function importForm(t: TestApp, role: DemoRole | null, company: number, file?: { name: string; data: Buffer | string }) {
  const { payload, headers } = multipartForm([
    { name: 'note', value: 'nothing' },
    ...(file ? [{ name: 'file', filename: file.name, data: Buffer.isBuffer(file.data) ? file.data : Buffer.from(file.data, 'utf8') }] : []),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/backend/api/company/${company}/travellers/import`,
    payload,
    headers: { ...headers, ...(role && { authorization: `Bearer ${await t.tokenOf(role)}` }) },
  });
}
