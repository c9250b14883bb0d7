import { permissionCatalog, roleCatalog } from '@doorline/api-client';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/access';
import ru from '@/locales/ru/access';
import uk from '@/locales/uk/access';

type Entry = { name: string; description: string };
const permissionText = (texts: typeof en, type: string, key: string) => {
  const [group, action] = key.split('.') as [string, string];
  const byType = texts.permissionNames[type as keyof typeof texts.permissionNames] as Record<
    string,
    Record<string, Entry>
  >;
  return byType[group]?.[action];
};

describe('the access texts', () => {
  it('name every seeded permission and role in English exactly as the server seeds them', () => {
    for (const permission of permissionCatalog)
      expect(
        permissionText(en, permission.type, permission.key),
        `${permission.type} ${permission.key}`,
      ).toEqual({
        name: permission.name,
        description: permission.description,
      });
    for (const role of roleCatalog)
      expect(en.roleNames[role.key], role.key).toEqual({ name: role.name, description: role.description });
  });

  it('give Ukrainian and Russian their own words for each', () => {
    for (const texts of [uk, ru]) {
      for (const permission of permissionCatalog) {
        const text = permissionText(texts, permission.type, permission.key)!;
        expect(text.name).not.toBe(permission.name);
        expect(text.description).not.toBe(permission.description);
        expect(text.name).not.toMatch(/[A-Za-z]/);
      }
      for (const role of roleCatalog) expect(texts.roleNames[role.key].name).not.toMatch(/[A-Za-z]/);
    }
  });
});
