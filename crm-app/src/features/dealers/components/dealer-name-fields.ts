import type { FieldPath } from 'react-hook-form';
import type { FormFieldSpec } from '@/components/form/form-fields';

/**
 * A dealer's name and description fields with their limits, as the create form and the Account
 * section's form ask for them (spec §5 "Dealer create", "Dealer edit"), for their `FormFields`.
 */
export function dealerNameFields<T extends { name: string; description: string }>({
  nameLabel,
  descriptionLabel,
  isDescriptionRequired,
}: {
  nameLabel: string;
  descriptionLabel: string;
  isDescriptionRequired?: boolean;
}): FormFieldSpec<T>[] {
  return [
    {
      name: 'name' as FieldPath<T>,
      label: nameLabel,
      autoComplete: 'organization',
      maxLength: 200,
      isRequired: true,
    },
    {
      kind: 'textArea',
      name: 'description' as FieldPath<T>,
      label: descriptionLabel,
      maxLength: 1000,
      isRequired: isDescriptionRequired,
    },
  ];
}
