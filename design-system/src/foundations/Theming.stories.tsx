import type { ReactNode } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import {
  Button,
  Checkbox,
  Heading,
  Link,
  StatusBadge,
  Switch,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
  themeRootProps,
  useResolvedTheme,
  vars,
  type Brand,
} from '../index';
import preview from '../stories/preview';

/** A brand unlike Doorline's: teal, rounder corners, a serif face. */
const exampleBrand = {
  accent: '#0f766e',
  radius: '0.75rem',
  fontFamily: "'Liberation Serif', Georgia, serif",
} as const satisfies Brand;

/**
 * The same components twice: in Doorline's look, and under a brand. The branded column carries the
 * theme class and the brand's properties itself (what `ThemeProvider` puts on `<html>`), so that
 * the theme's tokens are derived again inside it.
 */
function Sample({ title, brand }: { title: string; brand?: Brand }) {
  const theme = useResolvedTheme();
  const root = brand ? themeRootProps(theme, brand) : { className: undefined, style: {} };
  return (
    <section
      aria-label={title}
      className={root.className}
      style={{
        ...root.style,
        display: 'flex',
        flexDirection: 'column',
        gap: 16,
        padding: 16,
        width: 300,
        fontFamily: vars.font.family,
        color: vars.color.text,
        background: vars.color.background,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
      }}
    >
      <Heading level={2}>{title}</Heading>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button>Save changes</Button>
        <Button variant="secondary">Cancel</Button>
      </div>
      <TextField label="Dealer name" defaultValue="Northwind" />
      <Checkbox defaultSelected>Send a copy by e-mail</Checkbox>
      <Switch defaultSelected>Notifications</Switch>
      <Tabs defaultSelectedId="orders">
        <TabList aria-label={`${title}: sections`}>
          <Tab id="orders">Orders</Tab>
          <Tab id="quotes">Quotes</Tab>
        </TabList>
        <TabPanel id="orders">
          <Link href="#orders">Open the latest order</Link>
        </TabPanel>
        <TabPanel id="quotes">No quotes</TabPanel>
      </Tabs>
      <div>
        <StatusBadge tone="accent" label="Assigned to you" />
      </div>
    </section>
  );
}

function ThemingSamples(): ReactNode {
  return (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
      <Sample title="Doorline (no brand)" />
      <Sample title="Branded" brand={exampleBrand} />
    </div>
  );
}

const meta = preview.meta({
  title: 'Foundations/Theming',
  component: ThemingSamples,
  parameters: { layout: 'padded' },
});

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

/** The brand recolours the primary button, rounds its corners and sets its font; Doorline's stays. */
export const BrandNextToDefault = meta.story({
  play: async ({ canvas }) => {
    const doorline = within(canvas.getByRole('region', { name: 'Doorline (no brand)' }));
    const branded = within(canvas.getByRole('region', { name: 'Branded' }));
    const style = (element: Element) => getComputedStyle(element);

    // The colours are transitions' end values: wait for them rather than read the first frame.
    const brandedSave = style(branded.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(brandedSave.backgroundColor).toBe(rgb(exampleBrand.accent)));
    await expect(brandedSave.borderTopLeftRadius).toBe('12px');
    await expect(brandedSave.fontFamily).toContain('Liberation Serif');

    const doorlineSave = style(doorline.getByRole('button', { name: 'Save changes' }));
    const isDark = document.documentElement.style.colorScheme === 'dark';
    await waitFor(() => expect(doorlineSave.backgroundColor).toBe(rgb(isDark ? '#2563eb' : '#1d4ed8')));
    await expect(doorlineSave.borderTopLeftRadius).toBe('6px');
    await expect(doorlineSave.fontFamily).not.toContain('Liberation Serif');

    // Selection and links follow the accent too: the selected tab's indicator, the link's colour.
    const brandedLink = style(branded.getByRole('link', { name: 'Open the latest order' }));
    const doorlineLink = style(doorline.getByRole('link', { name: 'Open the latest order' }));
    await waitFor(() => expect(brandedLink.color).not.toBe(doorlineLink.color));
    // The text on the branded accent is white (the teal is dark enough), as on Doorline's.
    await waitFor(() => expect(brandedSave.color).toBe('oklch(1 0 0)'));
    await expect(doorlineSave.color).toBe('rgb(255, 255, 255)');
  },
});
