import { dealerAccess, type DealerDetails } from '@doorline/api-client';
import { Card, ContactCard, KeyValueList, Stack, Text } from '@doorline/design-system';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useContactCardStrings } from '@/components/contact-card-strings';
import { CardAction, Cards } from '@/components/layout/cards';
import { useMe } from '@/lib/auth';
import { canAccess } from '@/lib/permissions';
import { useDealer } from '../api/get-dealer';
import { useUpdateDealer } from '../api/update-dealer';
import { DealerSales } from './dealer-sales';
import { DealerStatusActions } from './dealer-status-actions';
import { DealerStatusBadge } from './dealer-status-badge';
import { useTranslation } from '@/lib/i18n';

// The edit forms (and the form library) load when a dialog opens: the profile only shows (issue 12).
const DealerAccountDialog = lazy(() =>
  import('./dealer-account-dialog').then((module) => ({ default: module.DealerAccountDialog })),
);
const ContactDialog = lazy(() =>
  import('@/components/form/contact-dialog').then((module) => ({ default: module.ContactDialog })),
);

type Editing = 'account' | 'contact' | 'responsibleContact' | null;

/** The discount as a percent in the app's language: 12.5 is "12.5%". */
const percentOf = (discount: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(discount / 100);

/**
 * A dealer's profile (spec §2 "Dealer profile" and the dealer area's 'Profile managment'): Account
 * (name, description, discount), Contacts and Responsible contacts, each with its Change form for
 * those who may edit; the status with its actions and the sales counts. One component for the
 * organization and for the dealer's own users: what each may change follows the contract's
 * `dealerAccess` (a dealer admin never changes the discount or the status). `trail` is shown last.
 */
export function DealerProfile({ dealer, trail }: { dealer: DealerDetails; trail?: ReactNode }) {
  const { t, i18n } = useTranslation('dealers');
  const me = useMe().data;
  const current = useDealer(dealer.id);
  const update = useUpdateDealer(dealer.id);
  const [editing, setEditing] = useState<Editing>(null);
  const close = (isOpen: boolean) => {
    if (!isOpen) setEditing(null);
  };
  const isOwn = me?.type === 'dealer';
  const mayEdit = canAccess(me, dealerAccess.editDealerProfile);
  const mayChangeStatus = canAccess(me, dealerAccess.changeDealerStatus);
  const mayChangeDiscount = canAccess(me, dealerAccess.changeDealerDiscount);

  const contactStrings = useContactCardStrings(t('dealerProfile.empty'));
  const change = (label: string, section: Exclude<Editing, null>) =>
    mayEdit ? (
      <CardAction label={label} onPress={() => setEditing(section)}>
        {t('dealerProfile.change')}
      </CardAction>
    ) : null;
  const refetch = async () => (await current.refetch()).data ?? dealer;
  const contactForm = {
    refetch: async () =>
      editing === 'responsibleContact' ? (await refetch()).responsibleContact : (await refetch()).contact,
    success: t('dealerProfile.updated'),
    fallback: t('dealerProfile.updateError'),
    explain: { preferFallback: true },
    onOpenChange: close,
  };

  return (
    <Stack gap="lg">
      <Cards>
        <Card
          title={t('dealerProfile.account')}
          headingLevel={2}
          actions={change(t('dealerProfile.changeAccount'), 'account')}
        >
          <KeyValueList
            layout="inline"
            items={[
              { key: 'name', label: t('dealerProfile.name'), value: dealer.name },
              {
                key: 'description',
                label: t('dealerProfile.description'),
                value: dealer.description || t('dealerProfile.empty'),
              },
              {
                key: 'discount',
                label: t('dealerProfile.discount'),
                value: isOwn ? (
                  <>
                    {percentOf(dealer.discount, i18n.language)}{' '}
                    <Text as="span" tone="muted" size="sm">
                      {t('dealerProfile.discountBySupplier')}
                    </Text>
                  </>
                ) : (
                  percentOf(dealer.discount, i18n.language)
                ),
              },
            ]}
          />
        </Card>
        <ContactCard
          title={t('dealerProfile.contacts')}
          headingLevel={2}
          contact={dealer.contact}
          strings={contactStrings}
          action={change(t('dealerProfile.changeContacts'), 'contact')}
        />
        <ContactCard
          title={t('dealerProfile.responsibleContacts')}
          headingLevel={2}
          contact={dealer.responsibleContact}
          strings={contactStrings}
          action={change(t('dealerProfile.changeResponsible'), 'responsibleContact')}
        />
        {isOwn ? null : (
          <Card
            title={t('dealerProfile.status')}
            headingLevel={2}
            description={mayChangeStatus ? t('dealerProfile.statusText') : undefined}
          >
            <Stack gap="md" align="start">
              <KeyValueList
                layout="inline"
                items={[
                  {
                    key: 'status',
                    label: t('dealerProfile.status'),
                    value: <DealerStatusBadge status={dealer.status} />,
                  },
                  { key: 'users', label: t('dealerPage.users'), value: dealer.userCount },
                ]}
              />
              {mayChangeStatus ? <DealerStatusActions dealer={dealer} /> : null}
            </Stack>
          </Card>
        )}
        <Card title={t('dealerProfile.sales')} headingLevel={2} description={t('dealerProfile.salesText')}>
          <DealerSales counts={dealer.salesCounts} dealerId={isOwn ? null : dealer.id} />
        </Card>
      </Cards>
      {trail}
      <Suspense fallback={null}>
        {editing === 'account' && (
          <DealerAccountDialog dealer={dealer} withDiscount={mayChangeDiscount} isOpen onOpenChange={close} />
        )}
        {editing === 'contact' && (
          <ContactDialog
            {...contactForm}
            title={t('dealerProfile.changeContacts')}
            contact={dealer.contact}
            save={(contact) => update.mutateAsync({ contact })}
            isOpen
          />
        )}
        {editing === 'responsibleContact' && (
          <ContactDialog
            {...contactForm}
            title={t('dealerProfile.changeResponsible')}
            contact={dealer.responsibleContact}
            save={(responsibleContact) => update.mutateAsync({ responsibleContact })}
            isOpen
          />
        )}
      </Suspense>
    </Stack>
  );
}
