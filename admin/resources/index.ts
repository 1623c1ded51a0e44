import type { ResourceCustomisation } from './kit.ts';

/**
 * Each entity's folder, by entity name: what the back office does for it beyond what its descriptor generates (see
 * ResourceCustomisation). A folder registers itself by its index.ts, named after its entity (a unit test checks the
 * names); an entity without a folder is generated whole, under a plain icon.
 */
const folders = import.meta.glob<ResourceCustomisation>('./*/index.ts', { eager: true, import: 'default' });

export const customisations: Readonly<Record<string, ResourceCustomisation>> = Object.fromEntries(
  Object.entries(folders).map(([path, customisation]) => [path.split('/')[1], customisation]),
);

const NOTHING: ResourceCustomisation = {};

export const customisationOf = (entity: string): ResourceCustomisation => customisations[entity] ?? NOTHING;
