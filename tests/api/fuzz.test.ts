import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deletedAccountToken, testApp, type TestApp } from '../support/app.ts';
import { edgeRequests } from '../support/fuzz-edges.ts';
import type { Operation, Parameter, Request, Schema } from '../support/fuzz-model.ts';
import { requestOf } from '../support/fuzz-random.ts';

/**
 * Every operation of the OpenAPI document, called with requests built from its own schemas: first each input alone at
 * the edges of its schema (where careless code breaks: NUL characters, numbers past PostgreSQL's int4, offsets and
 * years PostgreSQL refuses, short digit searches), then requests drawn at random. None may answer a 5xx. A fixed seed
 * and a cap per operation keep the file short and its failures reproducible.
 */

const SEED = 20261125;
/** The random requests sent per operation and caller, after the edge ones. */
const RANDOM_RUNS = { admin: 6, 'company user': 6, 'hotel admin': 3, 'deleted user': 3 } as const;
/**
 * The callers sent the edges too. A deleted account's request meets the same validation as anyone's, then stops at its
 * account check (public routes aside, the same for every caller): its random requests cover that path, and the edges
 * reach the code behind the check as the three live callers.
 */
const EDGE_CALLERS = new Set<keyof typeof RANDOM_RUNS>(['admin', 'company user', 'hotel admin']);

let t: TestApp;
let operations: Operation[];
const tokens: Record<keyof typeof RANDOM_RUNS, string> = { admin: '', 'company user': '', 'hotel admin': '', 'deleted user': '' };

beforeAll(async () => {
  t = await testApp();
  await t.app.ready();
  type Content = { content?: Record<string, { schema: Schema }> };
  const document = t.app.swagger() as {
    paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: Content; responses?: Record<string, Content> }>>;
  };
  // A list answers its page, or with `prefetch` its page and references.
  const recordOf = (answer: Schema | undefined) => (answer?.items ?? (answer?.anyOf as Schema[] | undefined)?.[0]?.items) as Schema | undefined;
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
      record: recordOf(operation.responses?.['200']?.content?.['application/json']?.schema),
    })),
  );
  tokens.admin = await t.tokenOf('admin');
  tokens['company user'] = await t.tokenOf('manager');
  tokens['hotel admin'] = await t.tokenOf('hotel admin');
  // Its token still verifies: what the routes read of its account is gone.
  tokens['deleted user'] = await deletedAccountToken(t);
}, 60_000);
afterAll(() => t.close());

describe('no input makes the API fail', () => {
  for (const caller of Object.keys(RANDOM_RUNS) as (keyof typeof RANDOM_RUNS)[]) {
    it(`answers every operation's ${EDGE_CALLERS.has(caller) ? 'edge and ' : ''}random requests below 500, as ${caller}`, { timeout: 120_000 }, async () => {
      expect(operations.length).toBeGreaterThan(200);
      const failures: string[] = [];
      for (const operation of operations) {
        const send = async ({ url, payload }: Request) => {
          const response = await t.app
            .inject({
              method: operation.method as 'GET',
              url,
              headers: { authorization: `Bearer ${tokens[caller]}` },
              ...(payload !== undefined && { payload: payload as object }),
            })
            .catch((error: Error) => error);
          // A stream that fails once sent (a spreadsheet) breaks the response off instead of answering a 500.
          if (response instanceof Error) {
            failures.push(`${operation.method} ${url} ${JSON.stringify(payload)?.slice(0, 300)} → broken off: ${response.message}`);
            return false;
          }
          // A refusal carries the error envelope's code.
          const refusedWithCode = response.statusCode < 400 || (response.statusCode < 500 && response.json().code !== undefined);
          if (!refusedWithCode)
            failures.push(`${operation.method} ${url} ${JSON.stringify(payload)?.slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 100)}`);
          return refusedWithCode;
        };
        if (EDGE_CALLERS.has(caller)) for (const request of edgeRequests(operation)) await send(request);
        await fc.assert(fc.asyncProperty(requestOf(operation), send), { seed: SEED, numRuns: RANDOM_RUNS[caller], endOnFailure: true }).catch(() => undefined);
      }
      expect(failures).toEqual([]);
    });
  }
});
