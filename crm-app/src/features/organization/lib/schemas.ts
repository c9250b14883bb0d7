import { EMAIL_PATTERN, PHONE_PATTERN, type AccountType } from '@doorline/api-client';
import { enums, nullable, object, refine, string } from 'superstruct';
import type { TFunction } from '@/lib/i18n';

export interface InviteValues {
  type: AccountType;
  name: string;
  email: string;
  phone: string;
  roleId: string | null;
  dealerId: string | null;
}

/**
 * Spec §5 "Invite user": name at least 2, a valid e-mail, a phone like +380501234567, a role; the
 * dealer when an organization user invites to a dealer (`pickDealer`).
 */
export const inviteSchema = (t: TFunction<'organization'>, pickDealer: boolean) =>
  refine(
    object({
      type: enums(['organization', 'dealer']),
      name: refine(string(), 'name', (value) => value.trim().length >= 2 || t('invite.nameMin')),
      email: refine(
        string(),
        'email',
        (value) => EMAIL_PATTERN.test(value.trim()) || t('invite.emailInvalid'),
      ),
      phone: refine(
        string(),
        'phone',
        (value) => PHONE_PATTERN.test(value.trim()) || t('invite.phoneInvalid'),
      ),
      roleId: refine(nullable(string()), 'roleId', (value) => !!value || t('invite.roleRequired')),
      dealerId: nullable(string()),
    }),
    'dealer',
    (values) =>
      !pickDealer ||
      values.type !== 'dealer' ||
      !!values.dealerId || {
        path: ['dealerId'],
        message: t('invite.dealerRequired'),
      },
  );

export interface RoleChoiceValues {
  roleId: string | null;
}

/** Spec §5 "Change user role": a role. */
export const roleChoiceSchema = (t: TFunction<'organization'>) =>
  object({ roleId: refine(nullable(string()), 'roleId', (value) => !!value || t('changeRole.required')) });
