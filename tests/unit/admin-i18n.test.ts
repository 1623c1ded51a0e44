import { describe, expect, it } from 'vitest';
import { entities } from '../../entities/index.ts';
import type { EntityDescriptor, Layout, Tab } from '../../entities/kit.ts';
import { catalogues, type Locale } from '../../common/i18n/index.ts';

/** Every key the generated back office asks the catalogue for, derived from the descriptors alone. */
function expectedKeys(entity: EntityDescriptor): string[] {
  const base = `resources.${entity.name}`;
  const tabs = (layout: Layout) => (Array.isArray(layout) ? [] : (layout as { tabs: readonly Tab[] }).tabs.map((tab) => tab.name));
  const keys = [`${base}.name`];
  for (const [name, field] of Object.entries(entity.fields)) {
    keys.push(`${base}.fields.${name}`);
    const values = field.type === 'enum' || field.type === 'array' ? field.values : undefined;
    for (const value of values ?? []) keys.push(`${base}.enums.${name}.${value}`);
  }
  for (const tab of new Set([...tabs(entity.show), ...tabs(entity.form)])) keys.push(`${base}.tabs.${tab}`);
  for (const action of Object.keys(entity.actions ?? {})) keys.push(`${base}.actions.${action}`);
  return keys;
}

function lookup(catalogue: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);
}

describe('back-office labels', () => {
  for (const locale of ['fr', 'en'] as Locale[]) {
    it(`every entity, field, tab, enum value and action has a non-empty ${locale} label`, () => {
      const missing = entities.flatMap(expectedKeys).filter((key) => {
        const value = lookup(catalogues[locale], key);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(missing).toEqual([]);
    });

    it(`every ${locale} entity name has a singular and a plural form`, () => {
      const withoutPlural = entities.filter((entity) => !String(lookup(catalogues[locale], `resources.${entity.name}.name`)).includes('||||'));
      expect(withoutPlural.map((entity) => entity.name)).toEqual([]);
    });
  }
});

describe('refusals', () => {
  it("react-admin's access-denied page is titled as the API's 403", async () => {
    const { i18nProvider } = await import('../../admin/i18nProvider.ts');
    await i18nProvider.changeLocale('fr');
    expect(i18nProvider.translate('ra.page.access_denied')).toBe('Accès refusé');
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate('ra.page.access_denied')).toBe('Access denied');
    // The rest of react-admin's page strings stay its own.
    expect(i18nProvider.translate('ra.page.not_found')).toBe('Not Found');
  });
});
