/** The images uploaded for news and company logos: what is accepted, who uploads, how they are served and swept. */
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../entities/errors.ts';
import { IMAGE_MAX_BYTES, STORED_IMAGE_PREFIX } from '../../entities/imageRules.ts';
import { sweepUnusedImages, UNSAVED_IMAGE_HOURS } from '../../server/content/imageSweep.ts';
import { type DemoRole, fileApp } from '../support/app.ts';
import { adminEdit } from '../support/crud-oracle.ts';

const t = fileApp();
let acme: number;
beforeAll(async () => {
  acme = await t.companyId('Acme Industries');
});

const save = (path: string, changes: Record<string, unknown>) => adminEdit(t, path, changes);

type Upload = { filename: string; data: Buffer; type?: string };

/** A multipart body with one file, as a browser's FormData sends it. */
async function upload(role: DemoRole | null, file: Upload) {
  const boundary = `----image${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/backend/api/images',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(role && { authorization: `Bearer ${await t.tokenOf(role)}` }) },
  });
}
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 2)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(100, 3)]);

describe('uploaded images', () => {
  it('stores a png, jpeg or webp and serves it back with its type', async () => {
    for (const [filename, data, type] of [
      ['logo.png', PNG, 'image/png'],
      ['photo.JPG', JPEG, 'image/jpeg'],
      ['photo.webp', WEBP, 'image/webp'],
    ] as const) {
      const response = await upload('admin', { filename, data });
      expect(response.statusCode, response.body).toBe(201);
      const { path, size } = response.json();
      expect(path).toMatch(/^\/backend\/images\/[0-9a-f-]{36}$/);
      expect(size).toBe(data.length);
      const served = await t.call(null, 'GET', path);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(data)).toBe(true);
    }
  });

  it('becomes the news image and the company logo, which their routes lead to', async () => {
    const { path } = (await upload('admin', { filename: 'logo.png', data: PNG })).json();
    const saved = await save(`companies/${acme}`, { logo_image: path });
    expect(saved.json().logo_image).toBe(path);
    const logo = await t.call(null, 'GET', `/backend/company/${acme}/logo`);
    expect(logo.statusCode).toBe(302);
    expect(logo.headers.location).toBe(path);
    const { id: news } = await t.db.knex('news').orderBy('id').first('id');
    expect((await save(`news/${news}`, { image: path })).json().image).toBe(path);
    const image = await t.call(null, 'GET', `/backend/news/${news}/image`);
    expect(image.headers.location).toBe(path);
  });

  it('refuses a kind not accepted (160): an svg, a page named like an image, a pdf', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    for (const file of [
      { filename: 'logo.svg', data: svg },
      { filename: 'logo.png', data: Buffer.from('<html><script>alert(1)</script></html>') },
      { filename: 'doc.pdf', data: Buffer.from('%PDF-1.4') },
    ]) {
      const response = await upload('admin', file);
      expect(response.statusCode, file.filename).toBe(400);
      expect(response.json()).toMatchObject({ code: ErrorCode.BAD_FILE_FORMAT, errors: { file: ErrorCode.BAD_FILE_FORMAT } });
    }
    const kept = await t.db
      .knex('stored_image')
      .whereRaw('position(? in data) > 0', [Buffer.from('alert(1)')])
      .count('* as n')
      .first();
    expect(Number(kept?.n)).toBe(0);
  });

  it('refuses an image above 2 MB (170) and an empty file (190)', async () => {
    const large = await upload('admin', { filename: 'big.png', data: Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES, 0)]) });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ code: ErrorCode.FILE_TOO_LARGE, errors: { file: ErrorCode.FILE_TOO_LARGE } });
    const empty = await upload('admin', { filename: 'empty.png', data: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe(ErrorCode.FILE_NOT_LOADED);
  });

  it('takes uploads from the agency’s administrators only, and answers 404 for an unknown image', async () => {
    for (const role of [null, 'agent', 'user', 'hotel admin'] as (DemoRole | null)[]) {
      expect((await upload(role, { filename: 'logo.png', data: PNG })).statusCode, String(role)).toBe(role ? 403 : 401);
    }
    expect((await t.call(null, 'GET', '/backend/images/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await t.call(null, 'GET', '/backend/images/not-a-key')).statusCode).toBe(400);
  });

  it('are deleted once no record names them and the day a form may take has passed; the ones in use stay', async () => {
    const [logo, replaced, unsaved, fresh] = await Promise.all(
      ['logo', 'replaced', 'unsaved', 'fresh'].map(async (name) => (await upload('admin', { filename: `${name}.png`, data: PNG })).json().path as string),
    );
    await save(`companies/${acme}`, { logo_image: replaced });
    await save(`companies/${acme}`, { logo_image: logo });
    const keyOf = (path: string) => path.slice(STORED_IMAGE_PREFIX.length);
    await t.db
      .knex('stored_image')
      .whereIn('id', [logo, replaced, unsaved].map(keyOf))
      .update({ created_at: t.db.knex.raw(`now() - make_interval(hours => ?)`, [UNSAVED_IMAGE_HOURS + 1]) });
    expect(await sweepUnusedImages(t.db.knex)).toBeGreaterThanOrEqual(2);
    const left = await t.db.knex('stored_image').whereIn('id', [logo, replaced, unsaved, fresh].map(keyOf)).pluck('id');
    expect(left.sort()).toEqual([logo, fresh].map(keyOf).sort());
    expect((await t.call(null, 'GET', logo)).statusCode).toBe(200);
    expect((await t.call(null, 'GET', replaced)).statusCode).toBe(404);
  });
});
