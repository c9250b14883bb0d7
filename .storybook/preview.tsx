import '@fontsource-variable/inter';
import type { Decorator, Preview } from '@storybook/react-vite';
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

const preview: Preview = {
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
  },
};

export default preview;
