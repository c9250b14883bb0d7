import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';

const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

/** `STORYBOOK_THEME=dark test-storybook ...` runs every story in the dark theme. */
const theme = process.env.STORYBOOK_THEME === 'dark' ? 'dark' : 'light';

interface ViewportOption {
  styles?: { width?: string; height?: string };
}

const config: TestRunnerConfig = {
  async preVisit(page, context) {
    await page.evaluate((value) => {
      window.__DOORLINE_THEME__ = value;
    }, theme);

    // The test-runner ignores the viewport global; apply it so the mobile stories render at 375px.
    const story = await getStoryContext(page, context);
    const viewportGlobal = story.storyGlobals?.viewport as { value?: string } | undefined;
    const options = (story.parameters?.viewport as { options?: Record<string, ViewportOption> } | undefined)
      ?.options;
    const styles = viewportGlobal?.value ? options?.[viewportGlobal.value]?.styles : undefined;
    await page.setViewportSize(
      styles?.width && styles.height
        ? { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) }
        : DEFAULT_VIEWPORT,
    );
  },
};

export default config;
