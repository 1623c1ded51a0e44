import { describe, expect, it } from 'vitest';
import { customisations } from '../../admin/resources/index.ts';
import { entities } from '../../entities/index.ts';
import { routeEnabled, type RouteName } from '../../entities/kit.ts';

const byName = new Map(entities.map((entity) => [entity.name, entity]));

describe("each entity's back-office folder names real things", () => {
  it('belongs to an entity', () => {
    expect(Object.keys(customisations).filter((name) => !byName.has(name))).toEqual([]);
  });

  it('replaces screens of routes its entity has', () => {
    for (const [name, { screens = {} }] of Object.entries(customisations)) {
      for (const route of Object.keys(screens)) expect(routeEnabled(byName.get(name)!, route as RouteName), `${name}.${route}`).toBe(true);
    }
  });

  it('replaces fields of its entity', () => {
    for (const [name, { fields = {} }] of Object.entries(customisations)) {
      for (const field of Object.keys(fields)) expect(byName.get(name)?.fields[field], `${name}.${field}`).toBeDefined();
    }
  });

  it('gives a button to every action its descriptor declares, and to no other', () => {
    for (const entity of entities) {
      const buttons = Object.keys(customisations[entity.name]?.actions ?? {}).sort();
      expect(buttons, entity.name).toEqual(Object.keys(entity.actions ?? {}).sort());
    }
  });
});
