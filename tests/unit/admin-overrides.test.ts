import { describe, expect, it } from 'vitest';
import { recordActionComponents } from '../../admin/actions/index.tsx';
import { fieldOverrides } from '../../admin/fieldOverrides.ts';
import { screenOverrides } from '../../admin/screens/index.ts';
import { entities } from '../../entities/index.ts';

const byName = new Map(entities.map((entity) => [entity.name, entity]));

describe('back-office overrides name real things', () => {
  it('every replaced screen belongs to an entity and a route it has', () => {
    for (const [name, screens] of Object.entries(screenOverrides)) {
      const entity = byName.get(name);
      expect(entity, name).toBeDefined();
      for (const route of Object.keys(screens)) expect(entity!.routes?.[route as 'list'], `${name}.${route}`).not.toBe(false);
    }
  });

  it('every replaced field is a field of its entity', () => {
    for (const key of Object.keys(fieldOverrides)) {
      const [entity, field] = key.split('.');
      expect(byName.get(entity)?.fields[field], key).toBeDefined();
    }
  });

  it('every record action a descriptor declares has a component', () => {
    const declared = entities.flatMap((entity) =>
      Object.entries(entity.actions ?? {}).filter(([, action]) => action.scope === 'record').map(([name]) => name),
    );
    expect(declared.filter((name) => !recordActionComponents[name])).toEqual([]);
  });
});
