import path from 'node:path';
import { seedIfEmpty } from '../server/db/migrate.ts';
import { openDatabase } from '../server/db/provision.ts';
import { seedLarge } from './large.ts';

/**
 * `npm run db:seed:large`: adds the benchmark data set (200,000 bookings, 20,000 travellers) to DATABASE_URL or to
 * the embedded database of DATA_DIR (default ./data), after migrating and seeding the demo data if needed. Running
 * it again does nothing. The embedded database must not be in use by a running server at the same time.
 */
const { db, close } = await openDatabase({ dataDir: path.resolve(process.env.DATA_DIR ?? 'data') });
try {
  if (await seedIfEmpty(db.knex)) console.log('demo data seeded');
  const started = performance.now();
  const result = await seedLarge(db.knex, { log: (message) => console.log(`  ${message}`) });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    result.skipped
      ? 'the large data set is already there: nothing added'
      : `large data set added in ${seconds} s: ${result.bookings} bookings, ${result.history} history rows, ${result.travellers} travellers`,
  );
} finally {
  await close();
}
