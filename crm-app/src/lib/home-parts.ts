import { createContext, useContext } from 'react';
import type { HomePart } from './routing';

// What the features add to Home (lib/routing.tsx `HomePart`), which the signed-in router hands down
// (app/signed-in-routes.tsx) so that Home imports no other feature.

export const HomePartsContext = createContext<readonly HomePart[]>([]);

export const useHomeParts = () => useContext(HomePartsContext);
