import { accountTypes, type AccountType } from '@doorline/api-client';
import { RouteTabs } from '@doorline/design-system';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { typeTabHref } from '../lib/type-tab';

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
