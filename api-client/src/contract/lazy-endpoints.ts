// The endpoints whose contract loads with their first call (docs/decisions.md "Issue 42: a contract
// that loads with its first call"): each module's names, written here beside a loader of the module,
// so that the client has a method of each name without the module's structs in its own code. Every
// page of the app loads the client; a feature's rarely used endpoints (merging, importing) need not be part of it. `endpoints.test.ts` checks that the names are the module's.
import type { AnyEndpoint } from './endpoint.js';
import type { customerToolEndpoints } from './customer-tools.js';

type Names<T> = readonly (keyof T & string)[];

/** One module's endpoints: their names, and the module's table once loaded. */
export interface LazyEndpointModule {
  readonly names: readonly string[];
  readonly load: () => Promise<Readonly<Record<string, AnyEndpoint>>>;
}

export const lazyEndpointModules = {
  customerTools: {
    names: [
      'customerDuplicates',
      'mergeCustomers',
      'uploadCustomerImport',
      'checkCustomerImport',
      'runCustomerImport',
    ] as const satisfies Names<typeof customerToolEndpoints>,
    load: () => import('./customer-tools.js').then((module) => module.customerToolEndpoints),
  },
} as const satisfies Record<string, LazyEndpointModule>;
