// Server rendering (issue 29; README "Server rendering"): in plain Node, without a window or a
// document, a page renders to a string with the theme's class and the brand's properties on <html>.
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  Button,
  Checkbox,
  darkTheme,
  lightTheme,
  StatusBadge,
  TextField,
  ThemeProvider,
  themeRootProps,
  type Brand,
  type ThemeName,
} from '../index';

const brand: Brand = { accent: '#0f766e', radius: '0.75rem', fontFamily: "'IBM Plex Sans', sans-serif" };

/** A server's whole document: the theme on <html>, a few components in the body. */
function page(theme: 'light' | 'dark', providerTheme: ThemeName, pageBrand?: Brand): string {
  const children: ReactNode[] = [
    h(Button, { key: 'save', children: 'Save changes' }),
    h(TextField, { key: 'name', label: 'Dealer name', defaultValue: 'Northwind' }),
    h(Checkbox, { key: 'copy', defaultSelected: true, children: 'Send a copy' }),
    h(StatusBadge, { key: 'badge', tone: 'accent', label: 'Assigned to you' }),
  ];
  const body = h('body', null, h(ThemeProvider, { theme: providerTheme, brand: pageBrand, children }));
  return `<!doctype html>${renderToString(h('html', { lang: 'en', ...themeRootProps(theme, pageBrand) }, body))}`;
}

describe('server rendering', () => {
  it('runs where there is no window and no document', () => {
    // Any use of either during rendering throws here, and the render below with it.
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('puts the theme class and the brand on <html>', () => {
    const html = page('dark', 'dark', brand);
    const root = /<html ([^>]*)>/.exec(html)?.[1] ?? '';
    expect(root).toContain(`class="${darkTheme}"`);
    expect(root).toContain(
      'style="color-scheme:dark;--doorline-brand-accent:#0f766e;--doorline-brand-radius:0.75rem;' +
        '--doorline-brand-font:&#x27;IBM Plex Sans&#x27;, sans-serif"',
    );
    expect(html).toContain('Save changes');
    expect(html).toContain('Dealer name');
    expect(html).toContain('Assigned to you');
  });

  it('without a brand, sets only the theme', () => {
    const root = /<html ([^>]*)>/.exec(page('light', 'system'))?.[1] ?? '';
    expect(root).toBe(`lang="en" class="${lightTheme}" style="color-scheme:light"`);
  });
});
