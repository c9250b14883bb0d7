import { administrationAccess } from '@doorline/api-client';
import { Button } from '@doorline/design-system';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { useMe } from '@/lib/auth';
import { canAccess } from '@/lib/permissions';
import { InviteUserDialog } from '../components/invite-user-dialog';
import { UsersList } from '../components/users-list';

/**
 * `/organization/users` (and `/organization/users/invite`, the same list with the invite dialog
 * open): the users list and 'Invite user to organization' for those who may invite.
 */
export function UsersPage() {
  const { t } = useTranslation('organization');
  const me = useMe().data;
  const navigate = useNavigate();
  const location = useLocation();
  const isInviting = location.pathname.endsWith('/invite');
  const mayInvite = canAccess(me, administrationAccess.inviteUsers);
  const setInviting = (open: boolean) =>
    navigate({
      pathname: open ? '/organization/users/invite' : '/organization/users',
      search: location.search,
    });

  return (
    <Page
      title={t('users.title')}
      actions={mayInvite ? <Button onPress={() => setInviting(true)}>{t('users.invite')}</Button> : null}
    >
      <UsersList />
      <InviteUserDialog isOpen={mayInvite && isInviting} onOpenChange={setInviting} />
    </Page>
  );
}
