import { vi, type Mock } from 'vitest';

type Fakes<T> = { [K in keyof T]?: T[K] extends (...args: never[]) => unknown ? Mock : never };

/**
 * Answers the named methods of `target` (the app's API client `api`, or `publicApi`) with the
 * test's mocks instead of the network. Spies rather than `vi.mock`: the dom project runs its files
 * in one module registry per worker (`isolate: false`), where a mocked module would reach other
 * files; `test-setup.ts` restores every spy after each test, so call this in a `beforeEach`.
 */
export function stubMethods<T extends object>(target: T, fakes: Fakes<T>): void {
  const methods = target as Record<string, (...args: unknown[]) => unknown>;
  for (const [name, fake] of Object.entries(fakes as Record<string, Mock>)) {
    vi.spyOn(methods, name).mockImplementation(fake);
  }
}
