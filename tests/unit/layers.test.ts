import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every TypeScript file under a folder. */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The modules a source loads when it runs: its imports and re-exports, not those of types only. */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const targets = [...text.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?'(\.[^']+)';/gm)].map((match) => match[1]);
  return targets.map((target) => path.normalize(path.join(path.dirname(file), target)));
}

/** Each circle of runtime imports, as the files it goes through. */
function importCircles(files: string[]): string[][] {
  const graph = new Map(files.map((file) => [file, runtimeImports(file).filter((target) => files.includes(target))]));
  const circles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') circles.push(stack.slice(stack.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return circles;
}

/** Every module `files` load when they run, themselves included, through runtime imports. */
function loadedBy(files: string[]): string[] {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    runtimeImports(file).forEach(visit);
  };
  files.forEach(visit);
  return [...loaded];
}

/**
 * The server's service code among `files`: services, routes and plugins, and any other module that takes a database
 * or an app outside the database layer (server/db/) and the queries (queries/ folders), as a provider or a domain
 * service does.
 */
function serviceCode(files: string[]): string[] {
  const layer = /^server\/(?:app|main)\.ts$|^server\/[^/]+\/index\.ts$|^server\/(?:[^/]+\/)*(?:service|routes|plugins)(?:\/|\.ts$)/;
  const data = /^server\/db\/|^server\/(?:[^/]+\/)*queries(?:\/|\.ts$)/;
  return files
    .filter((file) => file.startsWith('server/') && !data.test(file))
    .filter((file) => layer.test(file) || /from '(?:knex|fastify)'/.test(readFileSync(file, 'utf8')));
}

describe('the layers of the code', () => {
  it('no module imports itself through others: each layer loads in one order', () => {
    const files = ['server', 'entities', 'front', 'admin', 'contingents', 'common'].flatMap(sources);
    expect(importCircles(files)).toEqual([]);
  });

  it('the circle finder finds a circle, and passes over imports of types', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'circle-'));
    const [a, b, c] = ['a.ts', 'b.ts', 'c.ts'].map((name) => path.join(folder, name));
    writeFileSync(a, "import { b } from './b.ts';\nexport const a = 1;\n");
    writeFileSync(b, "import type { C } from './c.ts';\nexport { a } from './a.ts';\nexport const b = 2;\n");
    writeFileSync(c, "import { a } from './a.ts';\nexport type C = number;\n");
    expect(importCircles([a, b, c])).toEqual([[a, b]]);
    rmSync(folder, { recursive: true });
  });

  it('the browser apps import nothing from the server: what both sides know lives in entities/', () => {
    const crossing = ['front', 'admin', 'contingents', 'common'].flatMap(sources).filter((file) => /from '(\.\.\/)+server\//.test(readFileSync(file, 'utf8')));
    expect(crossing).toEqual([]);
  });

  it('the seeds write what the flows write without running them: they load no service code', () => {
    // The row mappings, rules and pricing both use live in entities/, queries/ and modules without a database.
    expect(serviceCode(loadedBy(sources('seeds')))).toEqual([]);
  });

  it('service code is told from the code a seed may load', () => {
    const services = [
      'server/booking/service/status.ts',
      'server/message/routes.ts',
      'server/group/requests.ts',
      'server/offers/simulator.ts',
      'server/app.ts',
    ];
    const shared = ['server/booking/queries/columns.ts', 'server/db/index.ts', 'server/offers/simulation.ts', 'server/mail/fill.ts', 'server/tokens.ts'];
    expect(serviceCode([...services, ...shared])).toEqual(services);
  });
});
