import type { CurrentUser } from '@doorline/api-client';
import { Avatar, Card, ContactCard, Inline, KeyValueList } from '@doorline/design-system';
import { lazy, Suspense, useState } from 'react';
import { useContactCardStrings } from '@/components/contact-card-strings';
import { CardAction, Cards } from '@/components/layout/cards';
import { PermissionBadges } from '@/components/permission-badges';
import { WithMe } from '../components/me-state';
import * as styles from '../account.css';
import { useAccessNames } from '@/lib/access-names';
import { useTranslation } from '@/lib/i18n';

// The edit forms (and the form library) load when a dialog opens: the profile only shows (issue 12).
const AccountDialog = lazy(() =>
  import('../components/account-dialog').then((module) => ({ default: module.AccountDialog })),
);
const ContactDialog = lazy(() =>
  import('../components/contact-dialog').then((module) => ({ default: module.ContactDialog })),
);

/** `/me/profile`, 'My profile': the cards Account, Public contacts and Permissions (spec §2). */
export function ProfilePage() {
  return <WithMe>{(user) => <Profile user={user} />}</WithMe>;
}

function Profile({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('account');
  const contactStrings = useContactCardStrings(t('account.empty'));
  const [editing, setEditing] = useState<'account' | 'contact' | null>(null);
  const close = (isOpen: boolean) => {
    if (!isOpen) setEditing(null);
  };
  const names = useAccessNames();
  const permissions = user.role?.permissions ?? [];

  return (
    <div className={styles.stack}>
      <Cards>
        <Card
          title={t('account.accountCard')}
          actions={
            <CardAction label={t('account.changeAccount')} onPress={() => setEditing('account')}>
              {t('account.change')}
            </CardAction>
          }
        >
          <Inline gap="lg" align="start">
            <Avatar name={user.name || user.email} src={user.image} size="lg" />
            <div className={styles.grow}>
              <KeyValueList
                layout="inline"
                items={[
                  { key: 'name', label: t('account.name'), value: user.name },
                  { key: 'email', label: t('account.email'), value: user.email },
                  { key: 'phone', label: t('account.phone'), value: user.phone },
                  {
                    key: 'role',
                    label: t('account.role'),
                    value: user.role ? names.role(user.role) : t('account.noRole'),
                  },
                ]}
              />
            </div>
          </Inline>
        </Card>
        <ContactCard
          title={t('account.contactsCard')}
          headingLevel={2}
          contact={user.contact}
          strings={contactStrings}
          action={
            <CardAction label={t('account.changeContacts')} onPress={() => setEditing('contact')}>
              {t('account.change')}
            </CardAction>
          }
        />
      </Cards>
      <Card title={t('account.permissionsCard')}>
        {permissions.length > 0 ? (
          <PermissionBadges type={user.type} permissions={permissions} />
        ) : (
          <p className={styles.muted}>{t('account.noPermissions')}</p>
        )}
      </Card>
      <Suspense fallback={null}>
        {editing === 'account' && <AccountDialog user={user} isOpen onOpenChange={close} />}
        {editing === 'contact' && <ContactDialog user={user} isOpen onOpenChange={close} />}
      </Suspense>
    </div>
  );
}

export { ProfilePage as Component };
