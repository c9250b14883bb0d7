import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../stories/preview';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { ImagePicker } from '../ImagePicker/ImagePicker';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import { FormField, useFieldIds, type FormFieldProps } from './FormField';
import { expectErrorMessage, inFrame, withinPage } from '../private/storyHelpers';

const meta = preview.meta({
  title: 'Inputs/FormField',
  component: FormField,
  args: { label: 'Terms', children: null },
  argTypes: { children: { control: false } },
  decorators: [inFrame({ width: 360 })],
});

/** A checkbox wired by the render-prop child: described by the field and invalid with it. */
const termsCheckbox = (args: FormFieldProps) => (
  <FormField {...args}>
    {(control) => (
      <Checkbox aria-describedby={control['aria-describedby']} isInvalid={!!control['aria-invalid']}>
        I accept the terms of service
      </Checkbox>
    )}
  </FormField>
);

export const Default = meta.story({
  render: termsCheckbox,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I accept the terms of service' }));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
});

/** A custom control reading its wiring from the nearest FormField. */
function ColourSwatches({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const field = useFieldIds();
  return (
    <div role="radiogroup" {...field} style={{ display: 'flex', gap: 8 }}>
      {['White', 'Oak', 'Anthracite'].map((colour) => (
        <Button
          key={colour}
          variant={value === colour ? 'primary' : 'secondary'}
          size="sm"
          onPress={() => onChange(colour)}
        >
          {colour}
        </Button>
      ))}
    </div>
  );
}

export const WithDescription = meta.story({
  name: 'With description, via useFieldIds()',
  render: function Render() {
    const [colour, setColour] = useState('Oak');
    return (
      <FormField label="Door colour" description="The factory paints every leaf in this colour.">
        <ColourSwatches value={colour} onChange={setColour} />
      </FormField>
    );
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Door colour' });
    await expect(group).toHaveAccessibleDescription('The factory paints every leaf in this colour.');
    await expect(group).not.toHaveAttribute('aria-invalid');
  },
});

export const Invalid = meta.story({
  args: { isRequired: true, description: 'Required to send the invite.', errorMessage: 'REQUIRED' },
  render: termsCheckbox,
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox');
    await expectErrorMessage(checkbox, 'Required to send the invite. REQUIRED');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true },
  render: (args) => (
    <FormField {...args}>
      {(control) => (
        <Checkbox aria-describedby={control['aria-describedby']} isDisabled defaultSelected>
          I accept the terms of service
        </Checkbox>
      )}
    </FormField>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
});

interface InviteValues {
  name: string;
  role: string | null;
  type: string | null;
  photo: File | null | undefined;
  terms: boolean;
}
type InviteErrors = Partial<Record<keyof InviteValues, string>>;

function validate(values: InviteValues): InviteErrors {
  const errors: InviteErrors = {};
  if (values.name.trim().length < 2) errors.name = 'Must be at least 2.';
  if (!values.role) errors.role = 'Please select a role';
  if (!values.type) errors.type = 'Choose the user type';
  if (!values.terms) errors.terms = 'REQUIRED';
  return errors;
}

/** The shape a react-hook-form form takes, with plain state standing in for `useForm`. */
function InviteForm({ onSubmit }: { onSubmit: (values: InviteValues) => void }) {
  const [values, setValues] = useState<InviteValues>({
    name: '',
    role: null,
    type: null,
    photo: undefined,
    terms: false,
  });
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? validate(values) : {};
  const set =
    <K extends keyof InviteValues>(key: K) =>
    (value: InviteValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validate(values)).length === 0) onSubmit(values);
  };

  return (
    <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 20 }} aria-label="Invite user">
      <TextField
        label="Name"
        isRequired
        value={values.name}
        onChange={set('name')}
        errorMessage={errors.name}
      />
      <Select
        label="Role"
        isRequired
        placeholder="Choose a role"
        items={[
          { id: 'admin', label: 'Administrator' },
          { id: 'manager', label: 'Sales manager' },
        ]}
        selectedKey={values.role}
        onSelectionChange={set('role')}
        errorMessage={errors.role}
      />
      <RadioGroup
        label="User type"
        isRequired
        orientation="horizontal"
        value={values.type}
        onChange={set('type')}
        errorMessage={errors.type}
      >
        <Radio value="organization">Organization</Radio>
        <Radio value="dealer">Dealer</Radio>
      </RadioGroup>
      <ImagePicker label="Photo" value={values.photo} onChange={set('photo')} description="Optional." />
      <FormField label="Terms" isRequired errorMessage={errors.terms}>
        {(control) => (
          <Checkbox
            isSelected={values.terms}
            onChange={set('terms')}
            aria-describedby={control['aria-describedby']}
            isInvalid={!!control['aria-invalid']}
          >
            The user agreed to the terms of service
          </Checkbox>
        )}
      </FormField>
      <div>
        <Button type="submit">Invite user</Button>
      </div>
    </form>
  );
}

export const FormWithErrors = meta.story({
  name: 'A form showing errors after submit',
  args: { label: 'Invite user' },
  render: function Render() {
    const [onSubmit] = useState(() => fn());
    return <InviteForm onSubmit={onSubmit} />;
  },
  play: async ({ canvas, canvasElement }) => {
    const body = withinPage(canvasElement);
    const name = canvas.getByRole('textbox', { name: /Name/ });
    await expect(name).toBeValid();

    await userEvent.click(canvas.getByRole('button', { name: 'Invite user' }));
    await expect(name).toHaveAccessibleDescription('Must be at least 2.');
    await expect(canvas.getByRole('button', { name: /Role/ })).toHaveAccessibleDescription(
      'Please select a role',
    );
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription('Choose the user type');
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription('REQUIRED');

    await userEvent.type(name, 'Anna Petrova');
    await expect(name).toBeValid();
    await userEvent.click(canvas.getByRole('button', { name: /Role/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Sales manager' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Dealer' }));
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(canvas.getByRole('checkbox')).toBeValid();
    await expect(canvas.queryByText('REQUIRED')).not.toBeInTheDocument();
  },
});
