import '@fontsource-variable/inter';
import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { definePreview, type Decorator } from '@storybook/react-vite';
import type { PropsWithChildren } from 'react';
import { configure } from 'storybook/test';
import { ThemeProvider, type ResolvedTheme } from '../design-system/src/index';

declare global {
  interface Window {
    /** Set by the test-runner (`.storybook/test-runner.ts`) to run every story in one theme. */
    __DOORLINE_THEME__?: ResolvedTheme;
  }
}

/** Set by `.storybook/main.ts` from the suites' one setting for time limits (scripts/test-time.cjs). */
declare const __DOORLINE_WAIT_MS__: number;
configure({ asyncUtilTimeout: __DOORLINE_WAIT_MS__ });

const withTheme: Decorator = (Story, context) => {
  const theme: ResolvedTheme =
    window.__DOORLINE_THEME__ ?? (context.globals.theme === 'dark' ? 'dark' : 'light');
  return (
    <ThemeProvider theme={theme}>
      <Story />
    </ThemeProvider>
  );
};

/**
 * Docs pages in a theme as well: components placed straight in an MDX page (the token samples of
 * Foundations.mdx, the icon gallery) are not stories, so the decorator above does not wrap them, and
 * without a theme class on `<html>` every token they read is empty. `window.__DOORLINE_THEME__` is
 * set by the docs pages' visual test (.storybook/docs-pages.test.ts) to check both themes.
 */
function ThemedDocsContainer({ children, ...props }: PropsWithChildren<DocsContainerProps>) {
  // The docs context's store is Storybook's own, not in its public type: read as far as it goes.
  const { store } = props.context as { store?: { userGlobals?: { get?: () => unknown } } };
  const globals = store?.userGlobals?.get?.() as { theme?: string } | undefined;
  const theme: ResolvedTheme = window.__DOORLINE_THEME__ ?? (globals?.theme === 'dark' ? 'dark' : 'light');
  return (
    <ThemeProvider theme={theme}>
      <DocsContainer {...props}>{children}</DocsContainer>
    </ThemeProvider>
  );
}

/**
 * The stories' factory (CSF factories): every story file makes its meta with `preview.meta({ … })`
 * and each story with `meta.story({ … })`, typed from the component, with no default export or
 * `Story` type of its own (design-system/src/stories/preview.ts; docs/decisions.md "Issue 41:
 * copies"). The addons' preview parts are named here, as the factories take no others: a11y's axe
 * check after every story, and the docs pages.
 */
export default definePreview({
  addons: [addonA11y(), addonDocs()],
  decorators: [withTheme],
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'centered',
    // Every story is checked with axe; the test-runner fails on any violation.
    a11y: {
      test: 'error',
      // React Aria's visually hidden live announcer keeps each announcement for 7 s; one made by a
      // pending button points at that button's id, which may be gone by the next story.
      context: { include: ['body'], exclude: ['[data-live-announcer]'] },
    },
    viewport: {
      options: {
        mobile: { name: 'Mobile (375px)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    controls: { expanded: true },
    docs: { container: ThemedDocsContainer },
    // The Introduction first, then the foundations and templates, then the components by group.
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'Templates', '*'] },
    },
  },
});
