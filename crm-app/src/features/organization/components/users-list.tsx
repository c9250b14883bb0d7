import {
  administrationAccess,
  userList,
  userStatuses,
  type CurrentUser,
  type User,
} from '@doorline/api-client';
import { LinkCell } from '@doorline/design-system';
import { useMemo, useState } from 'react';
import { DealerPicker } from '@/components/dealer-picker';
import { ChoiceFilter, FilterBar } from '@/components/list/filter-bar';
import { ListTable } from '@/components/list/list-table';
import { dateCol } from '@/components/list/columns';
import { EmailText } from '@/components/list/email-text';
import { col as listCol, type Column } from '@/components/table/columns';
import * as listStyles from '@/components/list/list.css';
import { Wrap } from '@/components/list/wrap';
import { PermissionBadges } from '@/components/permission-badges';
import { useMe } from '@/lib/auth';
import { useDealerName } from '@/lib/dealer-lookup';
import { mayOpen } from '@/lib/page-access';
import { canAccess } from '@/lib/permissions';
import { useListQuery } from '@/lib/use-list-params';
import { useUsers } from '../api/get-users';
import { dealerOf, dealerProfilePath, userPath, type Area } from '../lib/area';
import { mayActOnUsers, userActionsFor } from '../lib/user-actions';
import { usersReading } from '../lib/user-list-params';
import { ChangeRolePopover } from './change-role-popover';
import { UserActions } from './user-actions';
import { UserStatusBadge } from './user-status-badge';
import { useAccessNames, type AccessNames } from '@/lib/access-names';
import { useTranslation, type TFunction } from '@/lib/i18n';

function columnsFor(
  t: TFunction<'organization'>,
  names: AccessNames,
  area: Area,
  mayChangeRole: boolean,
  me: CurrentUser | undefined,
): Column<User>[] {
  const meId = me?.id;
  // The dealer's name links to its profile for whom may open it (lib/page-access.ts).
  const mayOpenDealer = mayOpen(me, area === 'dealer' ? 'ownDealer' : 'dealers');
  const pathOf = (user: User) => userPath(area, user.id);
  const col = listCol<User>;
  return [
    // A name wraps as the e-mail does: a long one never pushes the list past a laptop's width.
    col('name', t('users.name'), (user) => (
      <Wrap>
        <LinkCell href={pathOf(user)}>{user.name}</LinkCell>
      </Wrap>
    )),
    col('email', t('users.email'), (user) => (
      <Wrap>
        <LinkCell href={pathOf(user)}>
          <EmailText email={user.email} />
        </LinkCell>
      </Wrap>
    )),
    // Spec §2: the type, with a link to the dealer's profile for a dealer user.
    col('type', t('users.type'), (user) =>
      user.type === 'dealer' && user.dealer ? (
        <Wrap wide>
          {t('types.dealer')}:{' '}
          {mayOpenDealer ? (
            <LinkCell href={dealerProfilePath(area, user.dealer.id)}>{user.dealer.name}</LinkCell>
          ) : (
            user.dealer.name
          )}
        </Wrap>
      ) : (
        t(`types.${user.type}`)
      ),
    ),
    col('role', t('users.role'), (user) =>
      mayChangeRole && user.id !== meId ? (
        <ChangeRolePopover user={user} />
      ) : user.role ? (
        names.role(user.role)
      ) : (
        t('users.noRole')
      ),
    ),
    col('permissions', t('users.permissions'), (user) =>
      user.role?.isActive ? (
        <PermissionBadges
          type={user.type}
          permissions={user.role.permissions}
          max={1}
          more={(count) => t('users.morePermissions', { count })}
        />
      ) : (
        '—'
      ),
    ),
    col('status', t('users.status'), (user) => <UserStatusBadge status={user.status} />),
    dateCol<User>('created', t('users.created'), (user) => user.createdAt),
    dateCol<User>('updated', t('users.updated'), (user) => user.updatedAt),
    // Only for whom may act on users at all (an auditor has nothing to do here); a row without
    // an action says so with a dash rather than an empty cell (issue 24).
    ...(mayActOnUsers(me)
      ? [
          col('actions', t('users.actions'), (user) =>
            userActionsFor(user, me).length > 0 ? <UserActions user={user} display="menu" /> : '—',
          ),
        ]
      : []),
  ];
}

/**
 * The users list (spec §2 "Users list"): name, e-mail, type, role with its popover, permissions,
 * status, dates and the row's actions; filters Type, Dealer, Status and search; paged in the URL.
 * In a dealer's area and on a dealer company's Users tab (spec §2 "Dealer users list") the same
 * without Type and Dealer.
 */
export function UsersList({ area }: { area: Area }) {
  const { t } = useTranslation('organization');
  const me = useMe().data;
  // A dealer company's Users tab is fixed to that dealer, whatever the URL says.
  const { query, paging, setFilter, clear, hasFilters, declared } = useListQuery(
    userList,
    usersReading(dealerOf(area)),
  );
  const users = useUsers(query);
  const mayChangeRole = canAccess(me, administrationAccess.manageUsers);
  const names = useAccessNames();
  const columns = useMemo(
    () => columnsFor(t, names, area, mayChangeRole, me),
    [t, names, area, mayChangeRole, me],
  );
  const rows = users.data?.data ?? [];
  const [chosenDealer, setChosenDealer] = useState<string | undefined>(undefined);
  // The chosen dealer's name, even when no row carries it (issue 24: never "All dealers" while filtered).
  const dealerName = useDealerName(
    area === 'organization' ? query.dealerId : undefined,
    chosenDealer ?? rows.find((row) => row.dealer && row.dealer.id === query.dealerId)?.dealer?.name,
  );

  return (
    <div className={listStyles.list}>
      <FilterBar
        search={query.search ?? ''}
        searchPlaceholder={t('users.search')}
        onSearch={(search) => setFilter({ search })}
        hasFilters={hasFilters}
        onClear={clear}
      >
        {area === 'organization' ? (
          <ChoiceFilter
            label={t('users.type')}
            allLabel={t('users.allTypes')}
            choices={[
              { id: 'organization', label: t('types.organization') },
              { id: 'dealer', label: t('types.dealer') },
            ]}
            value={query.type}
            onChange={(type) => setFilter({ type })}
          />
        ) : null}
        {area === 'organization' ? (
          <DealerPicker
            // Spec §5: the users filter's look-up waits 400 ms (the quote forms' 300).
            debounceMs={400}
            label={t('users.dealer')}
            placeholder={t('users.allDealers')}
            selectedKey={query.dealerId === undefined ? null : String(query.dealerId)}
            selectedLabel={dealerName}
            onSelectionChange={(key) => {
              setChosenDealer(undefined);
              setFilter({ dealerId: key ? Number(key) : undefined });
            }}
          />
        ) : null}
        <ChoiceFilter
          label={t('users.status')}
          allLabel={t('users.allStatuses')}
          choices={userStatuses.map((status) => ({ id: status, label: t(`statuses.${status}`) }))}
          value={query.status}
          onChange={(status) => setFilter({ status })}
        />
      </FilterBar>
      <ListTable
        declared={declared}
        aria-label={t('users.title')}
        // Nine columns: the compact rows keep them on a 1366 px laptop without scrolling sideways.
        density="compact"
        columns={columns}
        query={users}
        paging={paging}
      />
    </div>
  );
}
