import { createSprinkles } from '@vanilla-extract/sprinkles/createRuntimeSprinkles';
import { layoutProperties } from './sprinkles.css';

export { spaceTokens } from './sprinkles.css';
export type { Space } from './sprinkles.css';

/**
 * Class names for token-based layout properties, e.g. `sprinkles({ display: 'flex', gap: 'md' })`.
 * Built here, not in the `.css.ts` file: vanilla-extract compiles a `createSprinkles` there into a
 * top-level call without a pure annotation, which no bundler may drop.
 */
export const sprinkles = /*#__PURE__*/ createSprinkles(layoutProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
