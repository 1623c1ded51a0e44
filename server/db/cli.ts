import path from 'node:path';
import { seedIfEmpty } from './migrate.ts';
import { openDatabase } from './provision.ts';

/** `npm run db:migrate` and `npm run db:seed`, on DATABASE_URL or the embedded database of DATA_DIR. */
const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('usage: cli.ts migrate|seed');
  process.exit(2);
}
const { db, close } = await openDatabase({ dataDir: path.resolve(process.env.DATA_DIR ?? 'data') });
try {
  if (command === 'seed') console.log((await seedIfEmpty(db.knex)) ? 'demo data seeded' : 'the database already has users: nothing seeded');
  else console.log('migrated');
} finally {
  await close();
}
