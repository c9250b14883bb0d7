import { describe, expect, it } from 'vitest';
import { permissionCatalog, roleCatalog } from './catalog.js';
import { dealerPermissionKeys, organizationPermissionKeys, seededRoleKeys } from './permissions.js';

describe('permission catalog', () => {
  it('seeds exactly the keys of the shared contract, for each account type', () => {
    const keysOf = (type: string) => permissionCatalog.filter((p) => p.type === type).map((p) => p.key);
    expect(keysOf('organization')).toEqual([...organizationPermissionKeys]);
    expect(keysOf('dealer')).toEqual([...dealerPermissionKeys]);
  });

  it('seeds exactly the roles whose names the app translates', () => {
    expect(roleCatalog.map((r) => r.key)).toEqual([...seededRoleKeys]);
  });
});
