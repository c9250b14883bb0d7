import preview from '../../stories/preview';
import { Text } from '../Text/Text';
import { Heading, headingLevels } from './Heading';
import { controlsFor } from '../private/storyHelpers';

const meta = preview.meta({
  title: 'Typography/Heading',
  component: Heading,
  args: { level: 1 as const, children: 'Quotes' },
  argTypes: controlsFor('inline-radio', { level: headingLevels }),
});

export const PageTitle = meta.story({});

export const Levels = meta.story({
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}
        </Heading>
      ))}
      <Text>Body text at 14px, the base size of the back-office.</Text>
      <Text tone="muted" size="sm">
        Muted secondary text for hints and metadata.
      </Text>
      <Text tone="critical" size="sm">
        Critical text for errors.
      </Text>
    </div>
  ),
});
