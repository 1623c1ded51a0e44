import type { DemoRole, TestApp } from './app.ts';

/** A field or a file of a multipart form. */
export type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer; type?: string };

/** A multipart body as a browser's FormData sends it. */
export function multipartForm(parts: Part[]) {
  const boundary = `----form${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('filename' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(part.data, Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Posts a multipart form as a demo role, or anonymously. */
export async function postForm(t: TestApp, role: DemoRole | null, url: string, parts: Part[]) {
  const { payload, headers } = multipartForm(parts);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...(role && { authorization: `Bearer ${await t.tokenOf(role)}` }) } });
}
