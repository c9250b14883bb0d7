import type { AccountType } from '@doorline/api-client';
import { useSearchParams } from 'react-router-dom';

/** The roles and permissions pages' Organization | Dealer tab: `?type=dealer`, anything else Organization. */
export const tabTypeOf = (params: URLSearchParams): AccountType =>
  params.get('type') === 'dealer' ? 'dealer' : 'organization';

/** The tab the page's URL shows. */
export const useTabType = (): AccountType => tabTypeOf(useSearchParams()[0]);

/** Where a tab leads: its type, page 1, the same limit. */
export const typeTabHref = (path: string, type: AccountType) =>
  type === 'dealer' ? `${path}?type=dealer` : path;
