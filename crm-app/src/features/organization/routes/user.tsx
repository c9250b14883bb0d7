import type { User } from '@doorline/api-client';
import { administrationAccess } from '@doorline/api-client';
import {
  Card,
  ContactCard,
  DateCell,
  InlineAlert,
  KeyValueList,
  Link,
  Skeleton,
  Stack,
  Text,
} from '@doorline/design-system';
import { useContactCardStrings } from '@/components/contact-card-strings';
import { useParams } from 'react-router-dom';
import { Cards } from '@/components/layout/cards';
import { Page } from '@/components/layout/page';
import { PermissionBadges } from '@/components/permission-badges';
import { useMe } from '@/lib/auth';
import { isNotFound } from '@/lib/errors';
import { parseId } from '@/lib/ids';
import { canAccess } from '@/lib/permissions';
import { useUser } from '../api/get-user';
import { LazyAuditTrail } from '../components/lazy-audit-trail';
import { ChangeRolePopover } from '../components/change-role-popover';
import { UserActions } from '../components/user-actions';
import { UserStatusBadge } from '../components/user-status-badge';
import { dealerProfilePath, useArea, usersPath } from '../lib/area';
import { useAccessNames } from '@/lib/access-names';
import { useTranslation } from '@/lib/i18n';

/**
 * `/organization/users/{id}/profile` (and a salesman's `/organization/dealers/{id}/users/{userId}`):
 * the user's account, contacts, role, permissions, dealer and status with its actions, and the
 * audit trail (issue 10).
 */
export function UserPage() {
  const { t } = useTranslation('organization');
  const params = useParams();
  const id = parseId(params.userId ?? params.id);
  if (id === null) return <Page title={t('user.title')} description={t('user.notFound')} />;
  return <UserProfile id={id} />;
}

function UserProfile({ id }: { id: number }) {
  const { t } = useTranslation('organization');
  const area = useArea();
  const user = useUser(id);
  if (user.isPending)
    return (
      <Page title={t('user.title')} description={t('user.loading')}>
        <Skeleton shape="block" />
      </Page>
    );
  if (user.isError)
    return (
      <Page title={t('user.title')}>
        <InlineAlert tone="critical" announce>
          {isNotFound(user.error) ? t('user.notFound') : t('lists:list.loadFailed')}
        </InlineAlert>
        <Link href={usersPath(area)}>{t('user.backToUsers')}</Link>
      </Page>
    );
  return <Profile user={user.data} />;
}

function Profile({ user }: { user: User }) {
  const { t } = useTranslation(['organization', 'trail']);
  const contactStrings = useContactCardStrings(t('user.empty'));
  const me = useMe().data;
  const area = useArea();
  const mayChangeRole = me?.id !== user.id && canAccess(me, administrationAccess.manageUsers);
  const names = useAccessNames();
  const permissions = user.status === 'active' && user.role?.isActive ? user.role.permissions : [];

  return (
    <Page title={user.name} description={`${t('user.title')} · ${user.email}`}>
      <Stack gap="lg">
        <Cards>
          <Card
            title={t('user.account')}
            headingLevel={2}
            actions={<UserActions user={user} display="buttons" />}
          >
            <KeyValueList
              layout="inline"
              items={[
                { key: 'name', label: t('user.name'), value: user.name },
                { key: 'email', label: t('user.email'), value: user.email },
                { key: 'phone', label: t('user.phone'), value: user.phone ?? '—' },
                {
                  key: 'type',
                  label: t('user.type'),
                  value:
                    user.type === 'dealer' && user.dealer ? (
                      <>
                        {t('types.dealer')}:{' '}
                        <Link href={dealerProfilePath(area, user.dealer.id)}>{user.dealer.name}</Link>
                      </>
                    ) : (
                      t(`types.${user.type}`)
                    ),
                },
                {
                  key: 'role',
                  label: t('user.role'),
                  value: mayChangeRole ? (
                    <ChangeRolePopover user={user} />
                  ) : user.role ? (
                    names.role(user.role)
                  ) : (
                    t('users.noRole')
                  ),
                },
                { key: 'status', label: t('user.status'), value: <UserStatusBadge status={user.status} /> },
                { key: 'invitedBy', label: t('user.invitedBy'), value: user.invitedBy?.name ?? '—' },
                { key: 'created', label: t('user.created'), value: <DateCell value={user.createdAt} /> },
                { key: 'updated', label: t('user.updated'), value: <DateCell value={user.updatedAt} /> },
              ]}
            />
          </Card>
          <ContactCard
            title={t('user.contacts')}
            headingLevel={2}
            contact={user.contact}
            strings={contactStrings}
          />
        </Cards>
        <Card title={t('user.permissions')} headingLevel={2}>
          {permissions.length > 0 ? (
            <PermissionBadges type={user.type} permissions={permissions} />
          ) : (
            <Text tone="muted">{t('user.noPermissions')}</Text>
          )}
        </Card>
        <Card title={t('trail:title')} headingLevel={2}>
          <LazyAuditTrail subject={{ type: 'user', id: user.id }} />
        </Card>
        <Link href={usersPath(area)}>{t('user.backToUsers')}</Link>
      </Stack>
    </Page>
  );
}
