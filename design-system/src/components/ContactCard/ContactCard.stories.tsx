import { expect, fn } from 'storybook/test';
import preview from '../../stories/preview';
import { ContactCard } from './ContactCard';
import { expectPressedOnce, inFrame } from '../private/storyHelpers';
import { HeaderActionButton } from '../private/storyFixtures';

const contact = {
  name: 'Anna Petrova',
  email: 'anna.petrova@nordic-doors.example',
  phone: '+7 495 123-45-67',
  mobile: '+7 916 555-01-02',
  fax: '+7 495 123-45-68',
};

const meta = preview.meta({
  title: 'Data/ContactCard',
  component: ContactCard,
  decorators: [inFrame({ width: 380 })],
  args: { title: 'Contacts', contact },
});

export const Filled = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Contacts' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: contact.email })).toHaveAttribute(
      'href',
      `mailto:${contact.email}`,
    );
    await expect(canvas.getByRole('link', { name: contact.phone })).toHaveAttribute(
      'href',
      'tel:+74951234567',
    );
    await expect(canvas.getByText('Mobile')).toBeVisible();
  },
});

export const PartlyFilled = meta.story({
  args: {
    contact: { name: 'Ivan Sidorov', email: 'ivan@volga-portal.example', phone: '', mobile: null, fax: null },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('—')).toHaveLength(3);
  },
});

export const Empty = meta.story({
  args: { title: 'Responsible contacts', contact: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Empty')).toBeVisible();
  },
});

const onChangePress = fn();

export const WithChangeAction = meta.story({
  name: 'With a Change button',
  args: {
    action: <HeaderActionButton onPress={onChangePress} />,
  },
  play: async ({ canvas }) => {
    await expectPressedOnce(canvas.getByRole('button', { name: 'Change' }), onChangePress);
  },
});

export const Translated = meta.story({
  args: {
    title: 'Контакты',
    contact: null,
    strings: { empty: 'Пусто' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Пусто')).toBeVisible();
  },
});
