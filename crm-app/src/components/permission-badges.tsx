import { StatusBadge } from '@doorline/design-system';
import * as styles from './permission-badges.css';

/**
 * A badge per permission name (the profile's Permissions card, the users and roles lists). `max`
 * shows that many and a "+N" badge for the rest, whose label `more` gives.
 */
export function PermissionBadges({
  permissions,
  max,
  more,
  'aria-label': ariaLabel,
}: {
  permissions: readonly { id: number; name: string }[];
  max?: number;
  more?: (count: number) => string;
  /** Names the list (a role's permissions in a table of roles). */
  'aria-label'?: string;
}) {
  const shown = max === undefined ? permissions : permissions.slice(0, max);
  const rest = permissions.length - shown.length;
  return (
    <ul className={styles.badges} aria-label={ariaLabel}>
      {shown.map((permission) => (
        <li key={permission.id}>
          <StatusBadge tone="neutral" label={permission.name} />
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
