import type { Control, FieldPath } from 'react-hook-form';
import { FormTextArea } from '@/components/form/form-text-area';
import { FormTextField } from '@/components/form/form-text-field';

/**
 * A dealer's name and description fields with their limits, as the create form and the Account
 * section's form ask for them (spec §5 "Dealer create", "Dealer edit").
 */
export function DealerNameFields<T extends { name: string; description: string }>({
  control,
  nameLabel,
  descriptionLabel,
  isDescriptionRequired,
}: {
  control: Control<T>;
  nameLabel: string;
  descriptionLabel: string;
  isDescriptionRequired?: boolean;
}) {
  return (
    <>
      <FormTextField
        control={control}
        name={'name' as FieldPath<T>}
        label={nameLabel}
        autoComplete="organization"
        maxLength={200}
        isRequired
      />
      <FormTextArea
        control={control}
        name={'description' as FieldPath<T>}
        label={descriptionLabel}
        maxLength={1000}
        isRequired={isDescriptionRequired}
      />
    </>
  );
}
