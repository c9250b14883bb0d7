import { administrationAccess } from '@doorline/api-client';
import { Button } from '@doorline/design-system';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { useMe } from '@/lib/auth';
import { canAccess } from '@/lib/permissions';
import { InviteUserDialog } from '../components/invite-user-dialog';
import { UsersList } from '../components/users-list';
import { useArea, usersPath } from '../lib/area';

/**
 * `/organization/users` (and `/organization/users/invite`, the same list with the invite dialog
 * open): the users list and 'Invite user to organization' for those who may invite. The dealer
 * area's `/dealer/users` is the same page for the own dealer: 'Users Management' and 'Invite user'.
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

  return (
    <Page
      title={area === 'dealer' ? t('users.dealerTitle') : t('users.title')}
      actions={
        mayInvite ? (
          <Button onPress={() => setInviting(true)}>
            {area === 'dealer' ? t('users.inviteDealerUser') : t('users.invite')}
          </Button>
        ) : null
      }
    >
      <UsersList area={area} />
      <InviteUserDialog isOpen={mayInvite && isInviting} onOpenChange={setInviting} />
    </Page>
  );
}

export { UsersPage as DealerUsersPage };
