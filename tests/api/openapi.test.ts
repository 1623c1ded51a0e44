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

  it('declares who may call each operation: anyone, any session, or the holders of its roles', async () => {
    const { paths } = (await documentOf()) as unknown as { paths: Record<string, Record<string, { security?: unknown }>> };
    expect(paths['/backend/auth'].post.security).toEqual([]);
    expect(paths['/backend/api/security/ping'].get.security).toBeUndefined();
    expect(paths['/backend/api/news'].post.security).toEqual([{ bearer: ['ROLE_ADMIN', 'ROLE_BBA_ADMIN'] }]);
  });

  it('declares what each deletion answers: the record (200) or nothing (204), once', async () => {
    const { paths } = await documentOf();
    const deletions = Object.entries(paths).filter(([, operations]) => operations.delete);
    expect(deletions.length).toBeGreaterThan(10);
    for (const [path, { delete: deletion }] of deletions) {
      const successes = Object.keys(deletion.responses).filter((status) => status.startsWith('2'));
      expect(successes, path).toHaveLength(1);
      // A 200 says what it returns; a 204 returns nothing.
      expect(Boolean(deletion.responses[successes[0]].content), `${path} ${successes[0]}`).toBe(successes[0] === '200');
    }
    for (const path of ['/backend/api/companies/{id}/white-mark', '/backend/api/companies/{id}/travel-policy', '/backend/api/travel-policy-rows/{id}']) {
      expect(
        Object.keys(paths[path].delete.responses).filter((status) => status.startsWith('2')),
        path,
      ).toEqual(['204']);
    }
  });

  it('declares the answer of a generated list with its prefetched references', async () => {
    const { paths } = await documentOf();
    const shapes = paths['/backend/api/bookings'].get.responses['200'].content!['application/json'].schema.anyOf as {
      type: string;
      properties?: Record<string, unknown>;
    }[];
    expect(shapes.map((shape) => shape.type)).toEqual(['array', 'object']);
    expect(Object.keys(shapes[1].properties!)).toEqual(['data', 'prefetched']);
  });
});
