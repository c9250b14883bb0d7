import path from 'node:path';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';

const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

/** `STORYBOOK_THEME=dark test-storybook ...` runs every story in the dark theme. */
const theme = process.env.STORYBOOK_THEME === 'dark' ? 'dark' : 'light';

/** Committed screenshots of every story in both themes; a changed look fails the run. */
const BASELINES = path.join(process.cwd(), 'design-system/visual-baselines');

interface ViewportOption {
  styles?: { width?: string; height?: string };
}

// Motion and the text caret would make two screenshots of the same story differ.
const STILL_CSS = `*, *::before, *::after {
  transition: none !important; animation: none !important; caret-color: transparent !important;
}`;

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },

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

  async postVisit(page, context) {
    await page.addStyleTag({ content: STILL_CSS });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const image = await page.screenshot({ animations: 'disabled', caret: 'hide' });
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: BASELINES,
      customSnapshotIdentifier: `${context.id}--${theme}`,
      customDiffDir: path.join(process.cwd(), 'test-results/visual-diffs'),
      // Anti-aliasing may move a few pixels; a real change of look moves far more.
      failureThreshold: 0.001,
      failureThresholdType: 'percent',
    });
  },
};

export default config;
