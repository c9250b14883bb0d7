import { createContext, useContext } from 'react';
import type { TopBarItem } from '@/lib/routing';

// What the features add to the signed-in top bar (lib/routing.tsx `TopBarItem`), which the signed-in
// router hands to the shell (app/signed-in-routes.tsx) so that the shell's chunk imports no feature.

export const TopBarItemsContext = createContext<readonly TopBarItem[]>([]);

export const useTopBarItems = () => useContext(TopBarItemsContext);
