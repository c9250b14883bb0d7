import { accountTypes, type AccountType } from '@doorline/api-client';
import { RouteTabs } from '@doorline/design-system';
import type { ReactNode } from 'react';
import { typeTabHref } from '../lib/type-tab';
import { useTranslation } from '@/lib/i18n';

/** Organization | Dealer (spec §2 roles and permissions pages): one list, the tab in `?type=`. */
export function TypeTabs({
  path,
  selected,
  children,
}: {
  path: string;
  selected: AccountType;
  children: ReactNode;
}) {
  const { t } = useTranslation('organization');
  return (
    <RouteTabs
      aria-label={t('roles.tabs')}
      selectedId={selected}
      items={accountTypes.map((type) => ({
        id: type,
        label: t(`types.${type}`),
        href: typeTabHref(path, type),
      }))}
    >
      {children}
    </RouteTabs>
  );
}
