import pg from 'pg';

export async function runOnServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await runOnServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

/**
 * Clones the template; PostgreSQL refuses while another clone of it is starting, so try again briefly. By copying its
 * files rather than logging every page of it (the default since PostgreSQL 15): on the tests' clusters, which never
 * sync to disk, that costs a quarter of the processor time, and a run clones it once per test file.
 */
export async function cloneDatabase(serverUrl: string, template: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await runOnServer(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}" STRATEGY FILE_COPY`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}
