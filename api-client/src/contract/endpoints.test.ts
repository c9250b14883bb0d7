// Every endpoint names its access in its entry (docs/conventions.md "Adding an endpoint"): `public`,
// `self`, or a row of an access table, which the server's guards and the screens both read.
import { describe, expect, it } from 'vitest';
import { administrationAccess, inviteUserAccess } from './administration.js';
import { customerAccess } from './customers.js';
import { dealerAccess, updateDealerAccess } from './dealers.js';
import { isInputAccess, isPublic, type EndpointAccess } from './endpoint.js';
import {
  eagerEndpoints,
  endpointAreas,
  endpoints,
  orderActionEndpoints,
  subOrderActionEndpoints,
} from './endpoints.js';
import { lazyEndpointModules, type LazyEndpointModule } from './lazy-endpoints.js';
import { priceAccess } from './prices.js';
import { priceRuleAccess } from './price-rules.js';
import { publicEndpoints } from './public-endpoints.js';
import { actionPermissions, orderActions, recordAccess, subOrderActions } from './sales-flow.js';

const rows: EndpointAccess[] = [
  'public',
  'self',
  ...Object.values(administrationAccess),
  ...Object.values(dealerAccess),
  ...Object.values(customerAccess),
  ...Object.values(priceAccess),
  ...Object.values(priceRuleAccess),
  ...Object.values(recordAccess),
  ...Object.values(actionPermissions),
  updateDealerAccess,
  inviteUserAccess,
];

describe("the endpoints' areas", () => {
  it('hold every endpoint once: the flat table is their union, no name in two areas', () => {
    const names = Object.values(endpointAreas).flatMap((area) => Object.keys(area));
    expect(new Set(names).size, 'a name in two areas').toBe(names.length);
    expect(names.sort()).toEqual(Object.keys(endpoints).sort());
    for (const area of Object.values(endpointAreas))
      for (const [name, entry] of Object.entries(area))
        expect(endpoints[name as keyof typeof endpoints], name).toBe(entry);
  });
});

describe('the endpoints that load with their first call', () => {
  it('are each one of their module, named once, and every other endpoint loads with the client', async () => {
    const filesOf = (module: LazyEndpointModule) => Object.keys(module.files ?? {});
    const modules: LazyEndpointModule[] = Object.values(lazyEndpointModules);
    const lazy = modules.flatMap((module) => [...module.names, ...filesOf(module)]);
    expect(new Set(lazy).size, 'a name in two modules').toBe(lazy.length);
    for (const module of modules) {
      const table = await module.load();
      expect(Object.keys(table).sort()).toEqual([...module.names, ...filesOf(module)].sort());
      for (const name of [...module.names, ...filesOf(module)])
        expect(endpoints[name as keyof typeof endpoints], name).toBe(table[name]);
      // A call is no file answer; a file answer's path is its entry's (the app opens it by that path).
      for (const name of module.names) expect(table[name]!.fileAnswer, name).toBeFalsy();
      for (const [name, path] of Object.entries(module.files ?? {})) {
        expect(table[name]!.fileAnswer, name).toBe(true);
        expect(table[name]!.path, name).toBe(path);
      }
    }
    expect([...Object.keys(eagerEndpoints), ...lazy].sort()).toEqual(Object.keys(endpoints).sort());
  });
});

describe("the endpoints' access", () => {
  it('is a row of an access table, `self` or `public` for every entry', () => {
    for (const [name, endpoint] of Object.entries(endpoints))
      expect(rows.includes(endpoint.access), name).toBe(true);
  });

  it('is public for the sign-in page and the other endpoints without a token only', () => {
    for (const endpoint of Object.values(publicEndpoints)) expect(isPublic(endpoint)).toBe(true);
    const open = Object.entries(endpoints)
      .filter(([, endpoint]) => isPublic(endpoint))
      .map(([name]) => name)
      .sort();
    expect(open).toEqual(
      [
        'config',
        'devOutbox',
        'forgotPassword',
        'forgotPasswordVerify',
        'googleLogin',
        'health',
        'healthLive',
        'healthReady',
        'version',
        'login',
        'phoneVerify',
        'refreshToken',
        'register',
        'resetPassword',
      ].sort(),
    );
  });

  it("of each sales action is the action's permission", () => {
    for (const action of orderActions)
      expect(orderActionEndpoints[action].access).toBe(actionPermissions[action]);
    for (const action of subOrderActions)
      expect(subOrderActionEndpoints[action].access).toBe(actionPermissions[action]);
  });

  it('is chosen by the body where it names the task', () => {
    const input = <B>(body: B) => ({ body, query: undefined, params: { id: 7 } });
    expect(isInputAccess(endpoints.updateDealer.access)).toBe(true);
    expect(endpoints.updateDealer.access.choose(input({ status: 'blocked' as const }))).toBe(
      'changeDealerStatus',
    );
    expect(endpoints.updateDealer.access.choose(input({ name: 'Doors', discount: 5 }))).toBe(
      'changeDealerDiscount',
    );
    expect(endpoints.updateDealer.access.choose(input({ contact: undefined, name: 'Doors' }))).toBe(
      'editDealerProfile',
    );
    expect(Object.keys(endpoints.inviteUser.access.rules)).toEqual([
      'inviteUsers',
      'inviteOrganizationUsers',
    ]);
    const invite = { name: 'A', email: 'a@b.c', phone: '+1', roleId: 1 };
    expect(
      endpoints.inviteUser.access.choose({
        ...input({ ...invite, type: 'dealer' as const }),
        params: undefined,
      }),
    ).toBe('inviteUsers');
    expect(
      endpoints.inviteUser.access.choose({
        ...input({ ...invite, type: 'organization' as const }),
        params: undefined,
      }),
    ).toBe('inviteOrganizationUsers');
  });
});
