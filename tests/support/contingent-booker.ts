/**
 * A process that books allotment rooms online, one booking after another, until it is killed: the crash test
 * (tests/api/contingent-crash.test.ts) SIGKILLs it at random points of the flow. It first finishes the bookings an
 * earlier, killed run left unfinished (a retry once their claim has expired), then starts new ones. Each step is
 * printed on a line of its own, so the test knows when the app is up.
 *
 * Usage: tsx tests/support/contingent-booker.ts <database url> <offer key> <booker email>
 */
import { randomBytes } from 'node:crypto';
import { buildApp } from '../../server/app.ts';
import { connect } from '../../server/db/index.ts';
import { DEMO_PASSWORD } from '../../seeds/demo-accounts.ts';

const [url, offerKey, email] = process.argv.slice(2);
const db = connect(url, { poolSize: 4 });
const app = await buildApp({ db, jwtSecret: 'test-secret-of-at-least-32-characters!', publicUrl: 'http://booking.test' });
const login = await app.inject({ method: 'POST', url: '/backend/auth', payload: { username: email, password: DEMO_PASSWORD } });
const headers = { authorization: `Bearer ${login.json().token}` };
const call = (method: 'GET' | 'POST', path: string, payload?: object) => app.inject({ method, url: path, payload, headers });

const user = await db.knex('user').where({ email }).first('id', 'company_id');
const [traveller] = await db.knex('traveller').where({ company_id: user.company_id, enabled: true }).orderBy('id').limit(1).pluck('id');
const fields = (await call('GET', '/backend/api/me/company-custom-fields')).json() as {
  id: number;
  type: number;
  required: boolean;
  mask: string | null;
  options: { value: string }[];
}[];
const customFields = Object.fromEntries(
  fields.filter((field) => field.required).map((field) => [field.id, field.type === 30 ? field.options[0].value : field.mask === '??-####' ? 'AB-1234' : 'x']),
);
const [, from, to] = /^ctg-\d+\.\d+\.(\d{4}-\d{2}-\d{2})\.(\d{4}-\d{2}-\d{2})\./.exec(offerKey) ?? [];

async function finalise(id: number) {
  const answer = await call('POST', `/backend/api/booking/${id}/finalise`, {
    rooms: [{ occupancy: 1, travellers: [traveller] }],
    customFields,
    confirmationKey: randomBytes(12).toString('hex'),
  });
  console.log(`finalised ${id} ${answer.statusCode}`);
}

console.log('ready');
// The retries: what a killed run left unfinished.
for (const id of await db.knex('booking').where({ user_id: user.id, status: 0, offer_key: offerKey }).orderBy('id').pluck('id')) await finalise(id);
console.log('retried');
for (;;) {
  const started = await call('POST', '/backend/api/booking/online', {
    offerKey,
    search: { destination: 'Paris', from, to, single: 1, double: 0, services: {} },
  });
  if (started.statusCode !== 200) throw new Error(`starting a booking: ${started.statusCode} ${started.body}`);
  console.log(`started ${started.json().id}`);
  await finalise(started.json().id);
}
