import { dealerPermissionKeys, organizationPermissionKeys } from '@doorline/api-client';
import { describe, expect, it } from 'vitest';
import { permissionCatalog } from './seed-catalog.js';

describe('permission catalog', () => {
  it('seeds exactly the keys of the shared contract, for each account type', () => {
    const keysOf = (type: string) => permissionCatalog.filter((p) => p.type === type).map((p) => p.key);
    expect(keysOf('organization')).toEqual([...organizationPermissionKeys]);
    expect(keysOf('dealer')).toEqual([...dealerPermissionKeys]);
  });
});
