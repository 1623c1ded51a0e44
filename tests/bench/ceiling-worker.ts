/**
 * The database's own ceiling for a generated list, in its own process: `clients` connections each run the list's
 * prepared statements (the page with its total) one after the other, as fast as the database answers, for `duration`
 * seconds. No HTTP, no JSON: what the endpoint's requests per second are a share of.
 * Argument: JSON { url, clients, duration, statements: [{ name, text, values }] }. Prints { loops } per second.
 */
import pg from 'pg';

const { url, clients, duration, statements } = JSON.parse(process.argv[2]) as {
  url: string;
  clients: number;
  duration: number;
  statements: { name: string; text: string; values: unknown[] }[];
};
const connections = await Promise.all(
  Array.from({ length: clients }, async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return client;
  }),
);
let loops = 0;
const until = Date.now() + duration * 1000;
await Promise.all(
  connections.map(async (client) => {
    while (Date.now() < until) {
      for (const statement of statements) await client.query(statement);
      loops++;
    }
  }),
);
await Promise.all(connections.map((client) => client.end()));
process.stdout.write(JSON.stringify({ loops: loops / duration }));
