import type { Page } from 'playwright';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import type { ResolvedTheme } from '../design-system/src/index';
import { STILL_CSS, expectToMatchBaseline } from './visual-snapshots';

const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

/**
 * Every story is checked in both themes in one visit: the test-runner renders it in the first
 * (play function, then axe through the a11y addon), we compare its screenshot, then remount it in
 * the second, where the play function and axe run again, and compare that screenshot too.
 */
const [FIRST_THEME, SECOND_THEME] = ['light', 'dark'] as const satisfies readonly ResolvedTheme[];

interface ViewportOption {
  styles?: { width?: string; height?: string };
}

/** Compares with the committed `design-system/visual-baselines/<story-id>--<theme>.png`. */
async function expectScreenshot(page: Page, storyId: string, theme: ResolvedTheme) {
  await page.addStyleTag({ content: STILL_CSS });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const image = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  expectToMatchBaseline(image, `${storyId}--${theme}`);
}

/**
 * Switches the preview's theme (`window.__DOORLINE_THEME__`, read by `.storybook/preview.tsx`) and
 * remounts the story, which runs its play function and the a11y addon's axe check again. Fails as
 * the test-runner's own visit does: on an exception, a failed play function, an error while
 * playing, or an axe violation of a story whose `a11y.test` is `error`.
 */
async function remountInTheme(page: Page, storyId: string, theme: ResolvedTheme) {
  const failure = await page.evaluate(
    ({ storyId, theme }) =>
      new Promise<string | null>((resolve) => {
        interface A11yResult {
          violations?: { id: string; impact?: string; help: string; nodes: { target: unknown[] }[] }[];
          toolOptions?: { impactLevels?: string[] };
        }
        interface Report {
          type: string;
          result?: A11yResult;
        }
        interface StoryInfo {
          parameters?: { a11y?: { test?: string; disable?: boolean } };
          globals?: { a11y?: { manual?: boolean } };
        }
        const preview = (
          window as unknown as { __STORYBOOK_PREVIEW__: { currentRender?: { story?: StoryInfo } } }
        ).__STORYBOOK_PREVIEW__;
        const channel = (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: {
              on(event: string, listener: (data: unknown) => void): void;
              off(event: string, listener: (data: unknown) => void): void;
              emit(event: string, data: unknown): void;
            };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        const message = (data: unknown) =>
          (Array.isArray(data) ? data : [data])
            .map((error) => (error as { message?: string } | null)?.message ?? String(error))
            .join('\n');

        const axeViolations = (reporters: Report[]) => {
          const story = preview.currentRender?.story;
          const a11y = story?.parameters?.a11y;
          if (a11y?.disable === true || a11y?.test === 'off' || story?.globals?.a11y?.manual === true)
            return null;
          if (a11y?.test !== 'error') return null;
          const result = reporters.find((reporter) => reporter.type === 'a11y')?.result;
          const levels = result?.toolOptions?.impactLevels ?? [];
          const violations = (result?.violations ?? []).filter(
            (violation) => levels.length === 0 || levels.includes(violation.impact ?? ''),
          );
          if (violations.length === 0) return null;
          return violations
            .map(
              (violation) =>
                `${violation.help} (${violation.id}) at ${violation.nodes
                  .map((node) => node.target.join(' '))
                  .join(', ')}`,
            )
            .join('\n');
        };

        const listeners: Record<string, (data: unknown) => void> = {
          storyFinished: (data) => {
            const reporters = (data as { reporters?: Report[] } | undefined)?.reporters ?? [];
            finish(axeViolations(reporters));
          },
          storyErrored: (data) => finish((data as { description?: string }).description ?? 'story errored'),
          storyThrewException: (data) => finish(message(data)),
          playFunctionThrewException: (data) => finish(message(data)),
          unhandledErrorsWhilePlaying: (data) => finish(message(data)),
        };
        function finish(failure: string | null) {
          for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
          resolve(failure);
        }
        for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
        window.__DOORLINE_THEME__ = theme;
        channel.emit('forceRemount', { storyId });
      }),
    { storyId, theme },
  );
  if (failure) throw new Error(`${storyId} in the ${theme} theme:\n${failure}`);
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },

  async preVisit(page, context) {
    await page.evaluate((value) => {
      window.__DOORLINE_THEME__ = value;
    }, FIRST_THEME);

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
    // A story that failed in the first theme has failed; its second theme adds nothing to that.
    if ((context as { hasFailure?: boolean }).hasFailure) return;
    await expectScreenshot(page, context.id, FIRST_THEME);
    await remountInTheme(page, context.id, SECOND_THEME);
    await expectScreenshot(page, context.id, SECOND_THEME);
  },
};

export default config;
