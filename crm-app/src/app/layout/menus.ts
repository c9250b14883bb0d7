import type { MenuItem } from '@/lib/routing';

// Which menu item the sidebar marks; the menus themselves are lib/menus.ts's.

/** An item is active when the path starts with its path; Home only on `/` itself. */
export function isActivePath(itemPath: string, pathname: string): boolean {
  if (itemPath === '/') return pathname === '/';
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}

/**
 * The one item the sidebar marks for `pathname`: the one whose path or section matches it most
 * closely, so that `/organization/dealers/5` marks Dealers rather than Settings (`/organization`).
 */
export function activeMenuItem(items: readonly MenuItem[], pathname: string): MenuItem | undefined {
  let best: { item: MenuItem; length: number } | undefined;
  for (const candidate of items) {
    for (const path of [candidate.path, ...(candidate.sections ?? [])]) {
      if (isActivePath(path, pathname) && path.length > (best?.length ?? -1))
        best = { item: candidate, length: path.length };
    }
  }
  return best?.item;
}
