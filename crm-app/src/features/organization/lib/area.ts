import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Where the users screens are open: the organization area (`/organization/users`), a dealer admin's
 * own area (`/dealer/users`, spec §2 "Users Management"), which lists the own dealer's users, or a
 * dealer company's Users tab (`/organization/dealers/{id}/users`, spec §2 "Dealer users list"),
 * the same list fixed to that dealer.
 */
export type Area = 'organization' | 'dealer' | { dealerId: number };

const companyPath = /^\/organization\/dealers\/(\d+)(?:\/|$)/;

export function useArea(): Area {
  const { pathname } = useLocation();
  const dealerId = companyPath.exec(pathname)?.[1];
  const simple: Area = pathname.startsWith('/dealer/') || pathname === '/dealer' ? 'dealer' : 'organization';
  return useMemo(() => (dealerId ? { dealerId: Number(dealerId) } : simple), [dealerId, simple]);
}

/** The dealer a list in this area is fixed to (a dealer company's Users tab), if any. */
export const dealerOf = (area: Area): number | undefined =>
  typeof area === 'object' ? area.dealerId : undefined;

export const usersPath = (area: Area) =>
  typeof area === 'object'
    ? `/organization/dealers/${area.dealerId}/users`
    : area === 'dealer'
      ? '/dealer/users'
      : '/organization/users';

/** A user's page in the area. */
export const userPath = (area: Area, id: number) =>
  typeof area === 'object'
    ? `/organization/dealers/${area.dealerId}/users/${id}`
    : area === 'dealer'
      ? `/dealer/users/${id}`
      : `/organization/users/${id}/profile`;

/** A dealer's profile as the area links it: a dealer user's own is `/dealer/profile` (issue 11). */
export const dealerProfilePath = (area: Area, dealerId: number) =>
  area === 'dealer' ? '/dealer/profile' : `/organization/dealers/${dealerId}/profile`;
