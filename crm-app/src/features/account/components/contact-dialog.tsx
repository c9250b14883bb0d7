import type { CurrentUser } from '@doorline/api-client';
import { ContactForm as ContactEditForm } from '@/components/form/contact-dialog';
import { whileOpen, type DialogFormProps } from '@/components/form/form-dialog';
import { useMe } from '../api/get-me';
import { useUpdateProfile } from '../api/update-profile';
import { useTranslation } from '@/lib/i18n';

/** The Public contacts card's Change dialog (spec §5 "Contact forms"), on the shared contact form. */
export const ContactDialog = whileOpen(ContactForm);

export function ContactForm({ user, onOpenChange }: DialogFormProps & { user: CurrentUser }) {
  const { t } = useTranslation('account');
  const me = useMe();
  const updateProfile = useUpdateProfile();
  return (
    <ContactEditForm
      title={t('account.changeContacts')}
      contact={(me.data ?? user).contact}
      refetch={async () => ((await me.refetch()).data ?? user).contact}
      save={(contact) => updateProfile.mutateAsync({ contact })}
      success={t('account.updated')}
      onOpenChange={onOpenChange}
    />
  );
}
