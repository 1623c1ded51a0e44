import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../support/app.ts';

/**
 * Inputs an attacker sends to find a crash, on every operation of the OpenAPI document, anonymous and signed in:
 * an integer path parameter beyond any integer (`1e309` is Infinity once read) and a JSON body nested ten thousand
 * levels deep. Each is refused with a 4xx and the error envelope, never a 5xx.
 */

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

type Parameter = { in: string; name: string; schema?: { type?: string } };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, unknown> } };
type Document = { paths: Record<string, Record<string, Operation>> };

const operations = async () => {
  const { paths } = (await t.call(null, 'GET', '/backend/docs/json')).json() as Document;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );
};

/** The path with each parameter given `value` when it is an integer, a sample otherwise. */
const filled = (path: string, parameters: Parameter[], value: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const type = parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema?.type;
    return type === 'integer' || type === 'number' ? value : name === 'uid' || name === 'key' ? '00000000-0000-4000-8000-000000000000' : 'x';
  });

function expectRefused(response: { statusCode: number; json(): unknown; body: string }, what: string) {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, `${what}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
  expect(response.json(), what).toHaveProperty('code');
}

const DEEP = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
const DEEP_LIST = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;

describe.each([null, 'admin'] as const)('as %s', (role) => {
  it('an integer path parameter of 1e309, or past 2^53, is refused on every operation', async () => {
    const withIds = (await operations()).filter(({ operation }) =>
      (operation.parameters ?? []).some((parameter) => parameter.in === 'path' && ['integer', 'number'].includes(parameter.schema?.type ?? '')),
    );
    expect(withIds.length).toBeGreaterThan(50);
    for (const { path, method, operation } of withIds) {
      for (const value of ['1e309', '9007199254740993', '-1e309']) {
        const url = filled(path, operation.parameters ?? [], value);
        expectRefused(await t.call(role, method, url, method === 'GET' || method === 'DELETE' ? undefined : {}), `${method} ${url}`);
      }
    }
  });

  it('a JSON body nested ten thousand levels deep is refused on every operation that takes a body', async () => {
    const withBodies = (await operations()).filter(({ operation }) => operation.requestBody?.content?.['application/json']);
    expect(withBodies.length).toBeGreaterThan(50);
    const token = role ? await t.tokenOf(role) : null;
    for (const { path, method, operation } of withBodies) {
      const url = filled(path, operation.parameters ?? [], '1');
      for (const body of [DEEP, DEEP_LIST]) {
        const response = await t.app.inject({
          method: method as 'POST',
          url,
          payload: body,
          headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
        });
        expectRefused(response, `${method} ${url}`);
      }
    }
  });
});
