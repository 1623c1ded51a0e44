/**
 * The PDF part of `npm run bench`: a booking's voucher as its company's accountant downloads it through the route,
 * rendered by the server's Chromium. The first voucher after the start, then (after a warm-up) sequential vouchers
 * of different bookings: exact p50, p95 and the slowest, against the target of a p95 under 500 ms once warm.
 *
 * `benchVoucher` runs against a server of run.ts; `npx tsx tests/bench/pdf.ts` runs only this part, on an embedded
 * cluster of its own with the demo data, thrown away at the end.
 */
import { performance } from 'node:perf_hooks';
import type { Knex } from 'knex';
import { DEMO_PASSWORD } from '../../seeds/demo-accounts.ts';
import { benchAlone, runDirectly } from './alone.ts';
import { percentile } from './percentile.ts';

const TARGET_P95_MS = 500;

export async function benchVoucher({
  knex,
  url,
  renders = Number(process.env.BENCH_PDF_RENDERS ?? 60),
}: {
  knex: Knex;
  url: string;
  renders?: number;
}): Promise<void> {
  const login = await fetch(`${url}/backend/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'accountant@acme-demo.fr', password: DEMO_PASSWORD }),
  });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const { company_id: company } = await knex('user').where({ email: 'accountant@acme-demo.fr' }).first('company_id');
  const bookings: number[] = await knex('booking').where({ company_id: company, status: 60 }).orderBy('id').limit(20).pluck('id');
  if (bookings.length === 0) throw new Error('no confirmed booking of Acme to print a voucher of');

  async function voucher(index: number): Promise<number> {
    const started = performance.now();
    const response = await fetch(`${url}/backend/api/me/booking-voucher/${bookings[index % bookings.length]}/pdf`, { headers });
    const body = Buffer.from(await response.arrayBuffer());
    const elapsed = performance.now() - started;
    if (response.status !== 200 || body.subarray(0, 5).toString('latin1') !== '%PDF-')
      throw new Error(`voucher: ${response.status} ${body.subarray(0, 200).toString()}`);
    return elapsed;
  }

  const first = await voucher(0);
  for (let index = 1; index <= 5; index++) await voucher(index);
  const times: number[] = [];
  for (let index = 0; index < renders; index++) times.push(await voucher(index));
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 0.95);
  console.log(`\nvoucher PDF through the route, ${renders} sequential renders after a warm-up of 5 (target: p95 under ${TARGET_P95_MS} ms once warm)\n`);
  console.log('first voucher   p50       p95       slowest   under target');
  console.log(
    `${`${first.toFixed(0)} ms`.padEnd(16)}${`${percentile(times, 0.5)} ms`.padEnd(10)}${`${p95} ms`.padEnd(10)}${`${percentile(times, 1)} ms`.padEnd(10)}${p95 < TARGET_P95_MS ? 'yes' : 'NO'}`,
  );
}

if (runDirectly(import.meta.url)) await benchAlone('pdf', benchVoucher);
