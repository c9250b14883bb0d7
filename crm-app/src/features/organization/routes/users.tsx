import { administrationAccess } from '@doorline/api-client';
import { Button, Inline, Stack } from '@doorline/design-system';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { useMe } from '@/lib/auth';
import { canAccess } from '@/lib/permissions';
import { UsersList } from '../components/users-list';
import { dealerOf, useArea, usersPath } from '../lib/area';
import { useTranslation } from '@/lib/i18n';

// The invite form (and the form library) loads when its dialog opens: the list only shows (issue 12).
const InviteUserDialog = lazy(() =>
  import('../components/invite-user-dialog').then((module) => ({ default: module.InviteUserDialog })),
);

/**
 * `/organization/users` (and `/organization/users/invite`, the same list with the invite dialog
 * open): the users list and 'Invite user to organization' for those who may invite. The dealer
 * area's `/dealer/users` is the same page for the own dealer: 'Users Management' and 'Invite user';
 * a dealer company's Users tab (`/organization/dealers/{id}/users`) the same for that dealer.
 */
export function UsersPage() {
  const { t } = useTranslation('organization');
  const area = useArea();
  const me = useMe().data;
  const navigate = useNavigate();
  const location = useLocation();
  const isInviting = location.pathname.endsWith('/invite');
  const mayInvite = canAccess(me, administrationAccess.inviteUsers);
  const setInviting = (open: boolean) =>
    navigate({
      pathname: open ? `${usersPath(area)}/invite` : usersPath(area),
      search: location.search,
    });

  const inviteButton = mayInvite ? (
    <Button onPress={() => setInviting(true)}>
      {area === 'organization' ? t('users.invite') : t('users.inviteDealerUser')}
    </Button>
  ) : null;
  const dialog = (
    <Suspense fallback={null}>
      {mayInvite && isInviting && (
        <InviteUserDialog isOpen onOpenChange={setInviting} dealerId={dealerOf(area)} />
      )}
    </Suspense>
  );

  // A dealer company's Users tab: under the dealer's header and tabs, so no page header of its own.
  if (typeof area === 'object')
    return (
      <Stack gap="md">
        <Inline justify="end">{inviteButton}</Inline>
        <UsersList area={area} />
        {dialog}
      </Stack>
    );

  return (
    <Page title={area === 'dealer' ? t('users.dealerTitle') : t('users.title')} actions={inviteButton}>
      <UsersList area={area} />
      {dialog}
    </Page>
  );
}

export { UsersPage as DealerUsersPage };
