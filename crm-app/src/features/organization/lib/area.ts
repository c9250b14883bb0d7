import { useLocation } from 'react-router-dom';

/**
 * Where the users screens are open: the organization area (`/organization/users`) or a dealer
 * admin's own area (`/dealer/users`, spec §2 "Users Management"), which lists the own dealer's users.
 */
export type Area = 'organization' | 'dealer';

export const useArea = (): Area => (useLocation().pathname.startsWith('/dealer') ? 'dealer' : 'organization');

export const usersPath = (area: Area) => (area === 'dealer' ? '/dealer/users' : '/organization/users');

/** A user's page in the area. */
export const userPath = (area: Area, id: number) =>
  area === 'dealer' ? `/dealer/users/${id}` : `/organization/users/${id}/profile`;
