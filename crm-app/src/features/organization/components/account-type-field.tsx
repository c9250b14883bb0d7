import { accountTypes, type AccountType } from '@doorline/api-client';
import { Radio, RadioGroup } from '@doorline/design-system';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';

/**
 * Organization | Dealer, bound to a form's `type` field. A role, its permissions and an invite's role
 * belong to one type, so `onChange` lets the form start again what depended on the old one.
 */
export function AccountTypeField<T extends FieldValues & { type: AccountType }>({
  control,
  label,
  onChange,
  isRequired,
}: {
  control: Control<T>;
  label: string;
  onChange: (type: AccountType) => void;
  isRequired?: boolean;
}) {
  const { t } = useTranslation('organization');
  const { field } = useController({ control, name: 'type' as Path<T> });
  return (
    <RadioGroup
      label={label}
      name={field.name}
      value={field.value as AccountType}
      orientation="horizontal"
      onChange={(value) => {
        field.onChange(value as AccountType);
        onChange(value as AccountType);
      }}
      isRequired={isRequired}
    >
      {accountTypes.map((type) => (
        <Radio key={type} value={type}>
          {t(`types.${type}`)}
        </Radio>
      ))}
    </RadioGroup>
  );
}
