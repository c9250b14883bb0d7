import type { CurrentUser } from '@doorline/api-client';
import { Card, Section, StatusBadge, Text } from '@doorline/design-system';
import { lazy, Suspense, useState } from 'react';
import { CardAction, Cards } from '@/components/layout/cards';
import { WithMe } from '../components/me-state';
import * as styles from '../account.css';
import { useTranslation } from '@/lib/i18n';

// The forms (and the form library) load when a dialog opens, as on the profile (issue 12): the page
// only shows until then, and the account area's chunk stays free of the form library.
const PasswordDialog = lazy(() =>
  import('../components/password-dialog').then((module) => ({ default: module.PasswordDialog })),
);
const EmailDialog = lazy(() =>
  import('../components/email-dialog').then((module) => ({ default: module.EmailDialog })),
);
const DisableTwoFactorDialog = lazy(() =>
  import('../components/disable-two-factor-dialog').then((module) => ({
    default: module.DisableTwoFactorDialog,
  })),
);
const EnableTwoFactorDialog = lazy(() =>
  import('../components/enable-two-factor-dialog').then((module) => ({
    default: module.EnableTwoFactorDialog,
  })),
);

type Open = 'password' | 'email' | 'twoFactor' | null;

/** `/me/security`, 'User Security Management': the Danger zone with Password, Email and 2FA (spec §2). */
export function SecurityPage() {
  return <WithMe>{(user) => <Security user={user} />}</WithMe>;
}

function Security({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState<Open>(null);
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };
  const twoFactorOn = user.twoFactorType !== 'none';

  return (
    <div className={styles.stack}>
      <Section title={t('security.dangerZone')} description={t('security.dangerZoneText')}>
        <Cards>
          <Card
            tone="danger"
            headingLevel={3}
            title={t('security.passwordCard')}
            actions={
              <CardAction label={t('security.changePassword')} onPress={() => setOpen('password')}>
                {t('security.change')}
              </CardAction>
            }
          >
            <Text size="sm" tone="muted">
              {t('security.passwordText')}
            </Text>
          </Card>
          <Card
            tone="danger"
            headingLevel={3}
            title={t('security.emailCard')}
            actions={
              <CardAction label={t('security.changeEmail')} onPress={() => setOpen('email')}>
                {t('security.change')}
              </CardAction>
            }
          >
            <div className={styles.cardText}>
              <Text>{user.email}</Text>
              <Text size="sm" tone="muted">
                {t('security.emailText')}
              </Text>
            </div>
          </Card>
          <Card
            tone="danger"
            headingLevel={3}
            title={t('twoFactor.card')}
            actions={
              <CardAction
                label={twoFactorOn ? t('twoFactor.disableTitle') : t('twoFactor.enableTitle')}
                variant={twoFactorOn ? 'destructive' : 'primary'}
                onPress={() => setOpen('twoFactor')}
              >
                {twoFactorOn ? t('twoFactor.disable') : t('twoFactor.enable')}
              </CardAction>
            }
          >
            <div className={styles.cardText}>
              <StatusBadge
                tone={twoFactorOn ? 'success' : 'neutral'}
                label={twoFactorOn ? t('twoFactor.statusOn') : t('twoFactor.statusOff')}
              />
              <Text size="sm" tone="muted">
                {twoFactorOn
                  ? t('twoFactor.onText', {
                      method: t(`twoFactor.methods.${user.twoFactorType as 'app' | 'sms' | 'email'}`),
                    })
                  : t('twoFactor.offText')}
              </Text>
            </div>
          </Card>
        </Cards>
      </Section>
      <Suspense fallback={null}>
        {open === 'password' && <PasswordDialog isOpen onOpenChange={close} />}
        {open === 'email' && <EmailDialog isOpen onOpenChange={close} />}
        {open === 'twoFactor' &&
          (twoFactorOn ? (
            <DisableTwoFactorDialog user={user} isOpen onOpenChange={close} />
          ) : (
            <EnableTwoFactorDialog isOpen onOpenChange={close} />
          ))}
      </Suspense>
    </div>
  );
}

export { SecurityPage as Component };
