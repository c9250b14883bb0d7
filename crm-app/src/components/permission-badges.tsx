import type { AccountType } from '@doorline/api-client';
import { StatusBadge } from '@doorline/design-system';
import { useAccessNames } from '@/lib/access-names';
import * as styles from './permission-badges.css';

/**
 * A badge per permission name, in the reader's language (the profile's Permissions card, the users
 * and roles lists): `type` is the account type of the role or user they belong to. `max` shows that
 * many and a "+N" badge for the rest, whose label `more` gives.
 */
export function PermissionBadges({
  type,
  permissions,
  max,
  more,
  'aria-label': ariaLabel,
}: {
  type: AccountType;
  permissions: readonly { id: number; key: string; name: string }[];
  max?: number;
  more?: (count: number) => string;
  /** Names the list (a role's permissions in a table of roles). */
  'aria-label'?: string;
}) {
  const names = useAccessNames();
  const shown = max === undefined ? permissions : permissions.slice(0, max);
  const rest = permissions.length - shown.length;
  return (
    <ul className={styles.badges} aria-label={ariaLabel}>
      {shown.map((permission) => (
        <li key={permission.id}>
          <StatusBadge tone="neutral" label={names.permission(type, permission)} />
        </li>
      ))}
      {rest > 0 && more ? (
        <li>
          <StatusBadge tone="info" label={more(rest)} />
        </li>
      ) : null}
    </ul>
  );
}
