import { afterEach, beforeEach, vi, type Mock } from 'vitest';

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

/**
 * `stubMethods` around every test of the file: the mocks answer from before each test and, after it,
 * are reset (their calls and queued answers forgotten, the implementation each was made with kept).
 */
export function stubMethodsForEachTest<T extends object>(target: T, fakes: Fakes<T>): void {
  beforeEach(() => stubMethods(target, fakes));
  afterEach(() => {
    for (const fake of Object.values(fakes as Record<string, Mock>)) fake.mockReset();
  });
}

/** `config`'s answer on a server without Google sign-in and without the development outbox. */
export const plainConfig = () =>
  vi.fn(() => Promise.resolve({ data: { googleClientId: null, outbox: false } }));
