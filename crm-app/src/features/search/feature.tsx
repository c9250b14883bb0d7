import type { SignedInFeature } from '@/lib/routing';
import { SearchButton } from './components/search-button';

/**
 * The search box (issue 27, docs/search.md): the top bar's search button and its Ctrl/Cmd+K, which
 * open the palette over every signed-in page. Every signed-in user's, so no page and no guard: what
 * each finds is the server's to decide (`searchAccess`).
 */
export const feature: SignedInFeature = {
  topBar: [{ id: 'search', order: -10, Component: SearchButton }],
};
