import type { CSSProperties, ReactNode } from 'react';
import { expect, fn, within } from 'storybook/test';
import preview from '../../stories/preview';
import { Card } from '../Card/Card';
import { Text } from '../Text/Text';
import { Section, sectionHeadingLevels } from './Section';
import { controlsFor, expectPressedOnce, inFrame } from '../private/storyHelpers';
import { HeaderActionButton } from '../private/storyFixtures';

const onChange = fn();

const listStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: '0.5rem 1.5rem',
  margin: 0,
};

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl style={listStyle}>
      {rows.map(([term, detail]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>
            <Text as="span" tone="muted">
              {term}
            </Text>
          </dt>
          <dd style={{ margin: 0 }}>
            <Text as="span">{detail}</Text>
          </dd>
        </div>
      ))}
    </dl>
  );
}

const meta = preview.meta({
  title: 'Layout/Section',
  component: Section,
  parameters: { layout: 'padded' },
  argTypes: controlsFor('inline-radio', { headingLevel: sectionHeadingLevels }),
  args: {
    title: 'Quote information',
    children: (
      <Facts
        rows={[
          ['Transaction #', '1042'],
          ['Reference #', 'REF-77'],
          ['Status', 'Draft'],
          ['Requested date', '20.03.2025'],
          ['Items count', '3'],
          ['Note', 'Deliver to the back entrance.'],
        ]}
      />
    ),
  },
  decorators: [inFrame({ maxWidth: 720 })],
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Quote information' });
    await expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Quote information');
  },
});

export const WithAction = meta.story({
  render: function Render(args) {
    return <Section {...args} actions={<HeaderActionButton onPress={onChange} />} />;
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Quote information' });
    await expectPressedOnce(within(region).getByRole('button', { name: 'Change' }), onChange);
  },
});

export const EmptyState = meta.story({
  args: {
    title: 'Dealer information',
    description: 'The dealer company this quote belongs to.',
    actions: <HeaderActionButton>Set</HeaderActionButton>,
    children: <Text tone="muted">Dealer not set</Text>,
  },
});

export const WithCards = meta.story({
  name: 'With cards',
  args: {
    title: 'Customer contacts',
    children: (
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' }}>
        <Card headingLevel={3} title="Contacts" actions={<HeaderActionButton />}>
          <Facts
            rows={[
              ['Name', 'Oleh Bondar'],
              ['Email', 'oleh@oakline.example'],
              ['Phone', '+380501234567'],
            ]}
          />
        </Card>
        <Card headingLevel={3} title="Responsible contacts" actions={<HeaderActionButton />}>
          <Text tone="muted">Empty</Text>
        </Card>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Customer contacts' });
    await expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(2);
  },
});
