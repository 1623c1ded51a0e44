import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

type Responses = Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
type Document = { paths: Record<string, Record<string, { responses: Responses }>> };
const documentOf = async () => (await t.call(null, 'GET', '/backend/docs/json')).json() as Document;

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI document', async () => {
    const document = await documentOf();
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('declares the error envelope for the failures of every operation', async () => {
    const { paths } = await documentOf();
    const envelope = { $ref: '#/components/schemas/ErrorEnvelope' };
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, { responses }] of Object.entries(operations)) {
        expect(responses['400']?.content?.['application/json'].schema, `${method} ${path}`).toEqual(envelope);
        if (path.includes('{')) expect(responses['404']?.content?.['application/json'].schema, `${method} ${path}`).toEqual(envelope);
        if (path.startsWith('/backend/api/me/')) expect(Object.keys(responses), `${method} ${path}`).toEqual(expect.arrayContaining(['401', '403']));
        if (method !== 'get') expect(Object.keys(responses), `${method} ${path}`).toContain('413');
      }
    }
    expect(Object.keys(paths['/backend/auth'].post.responses)).toContain('429');
    expect(Object.keys(paths['/backend/api/news'].get.responses)).toEqual(['200', '400', '401', '403', '503']);
  });

  it('declares the answer of a generated list with its prefetched references', async () => {
    const { paths } = await documentOf();
    const shapes = paths['/backend/api/bookings'].get.responses['200'].content!['application/json'].schema.anyOf as { type: string; properties?: Record<string, unknown> }[];
    expect(shapes.map((shape) => shape.type)).toEqual(['array', 'object']);
    expect(Object.keys(shapes[1].properties!)).toEqual(['data', 'prefetched']);
  });
});
