import { CircleCheck, CircleX } from 'lucide-react';
import * as styles from '../organization.css';
import { useTranslation } from '@/lib/i18n';

/** A role's isActive as the spec draws it (§2 "red or green icon"), named Active or Inactive. */
export function RoleActiveIcon({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation('organization');
  const Icon = isActive ? CircleCheck : CircleX;
  return (
    <span
      role="img"
      aria-label={isActive ? t('roles.active') : t('roles.inactive')}
      className={styles.activeIcon[isActive ? 'active' : 'inactive']}
      data-active={isActive}
    >
      <Icon aria-hidden size={20} strokeWidth={2} />
    </span>
  );
}
