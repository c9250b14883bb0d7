/**
 * Every docs page of the Storybook (`type: "docs"` in its index.json: the Introduction, the
 * foundations, the icon gallery, each component's autodocs page) is a test of the Storybook step,
 * run by the same `test-storybook` (test-runner-jest.config.cjs adds `docs-pages-*.test.ts`) against the same
 * server: the page must render (no error, no blank page, no empty sample), axe must find nothing
 * serious or critical, and its screenshot must match the committed baseline in
 * `design-system/visual-baselines/docs/` (design-system/TESTING.md, "Docs pages").
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright';
import type { AxeResults, RunOptions, ElementContext } from 'axe-core';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { STILL_CSS, expectToMatchBaseline } from './visual-snapshots';

declare const page: Page;

expect.extend({ toMatchImageSnapshot });

const url = (process.env.TARGET_URL ?? 'http://127.0.0.1:6006').replace(/\/$/, '');

interface IndexEntry {
  id: string;
  type: 'docs' | 'story';
  title: string;
}

/** The docs entries of the Storybook under test, read once when Jest collects the tests. */
function docsEntries(): IndexEntry[] {
  const read = `fetch(${JSON.stringify(`${url}/index.json`)}).then((r) => r.text()).then((t) => process.stdout.write(t))`;
  const index = JSON.parse(execFileSync(process.execPath, ['-e', read], { encoding: 'utf8' })) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries).filter((entry) => entry.type === 'docs');
}

// axe-core is a root devDependency: the same engine the a11y addon runs on every story.
const axeSource = readFileSync(path.join(process.cwd(), 'node_modules/axe-core/axe.min.js'), 'utf8');

/** Less text than this is a page that did not render (the shortest, a one-story page, has ~400). */
const MIN_TEXT_LENGTH = 150;
const VIEWPORT = { width: 1280, height: 720 };
/**
 * Every story block on a docs page at one height and hidden, so that a story's own size or load
 * time (a framed story's) cannot change the page's screenshot; and the props table's rows, whose
 * union values react-docgen-typescript lists in an order that changes from build to build (the
 * rows' descriptions and types are checked by design-system/src/props.test.ts); and the overlays
 * that stories leave open in portals (the command palette's stack in no fixed order).
 */
const STORY_FRAMES_CSS = `#storybook-docs .docs-story { height: 240px !important; overflow: hidden !important; }
#storybook-docs .docs-story > * { visibility: hidden !important; }
#storybook-docs .docblock-argstable tbody { visibility: hidden !important; }
body > *:not(#storybook-docs):not(#storybook-root) { visibility: hidden !important; }`;

/** What a docs page shows that it should not: a render error, blank samples, too little text. */
async function blankParts(page: Page): Promise<string[]> {
  return page.evaluate((minText) => {
    const problems: string[] = [];
    const docs = document.querySelector('#storybook-docs');
    const text = docs?.textContent?.trim() ?? '';
    if (text.length < minText) problems.push(`only ${text.length} characters of text`);
    const error = document.querySelector('.sb-show-errordisplay #error-message');
    if (error?.textContent) problems.push(`error: ${error.textContent}`);
    // A sample on a docs page (a token's bar or box, an icon) marks itself; an empty one has no
    // height or no paint, which is how the Spacing, Size and Radius samples broke (issue 29).
    document.querySelectorAll<HTMLElement>('#storybook-docs [data-docs-sample]').forEach((sample) => {
      const box = sample.getBoundingClientRect();
      const style = getComputedStyle(sample);
      const painted =
        style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
        style.borderTopStyle !== 'none' ||
        sample.querySelector('svg, img') !== null;
      if (box.height === 0 || !painted)
        problems.push(`empty sample "${sample.dataset.docsSample}" (${box.width}x${box.height})`);
    });
    return problems;
  }, MIN_TEXT_LENGTH);
}

async function seriousAxeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> } }
    ).axe;
    const result = await axe.run(
      // The page's own content: its text, code, samples and galleries. The stories on it are checked
      // one by one by the test-runner, in both themes; the props table's controls and the stories'
      // frames are Storybook's own UI (its object editor's bare <li>, its scrolling frames).
      {
        include: ['#storybook-docs'],
        exclude: ['[data-live-announcer]', '.docblock-argstable', '.docs-story'],
      },
      { resultTypes: ['violations'] },
    );
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.help} (${violation.id}) at ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(', ')}`,
      );
  });
}

/**
 * Shows the docs page `id` and waits until it and its first story have rendered. As the
 * test-runner does for stories, the preview is loaded once and switched through Storybook's
 * channel (`setCurrentStory`), which re-renders without reloading the bundle: a page's check takes
 * about a second rather than five.
 */
async function openDocs(page: Page, id: string) {
  if (!page.url().startsWith(`${url}/iframe.html`)) {
    await page.goto(`${url}/iframe.html?viewMode=docs&id=${id}`, { waitUntil: 'load' });
  } else {
    await page.evaluate(
      (id) =>
        new Promise<void>((resolve) => {
          const channel = (
            window as unknown as {
              __STORYBOOK_ADDONS_CHANNEL__: {
                on(event: string, listener: () => void): void;
                off(event: string, listener: () => void): void;
                emit(event: string, data: unknown): void;
              };
            }
          ).__STORYBOOK_ADDONS_CHANNEL__;
          const done = () => {
            channel.off('docsRendered', done);
            resolve();
          };
          channel.on('docsRendered', done);
          channel.emit('setCurrentStory', { storyId: id, viewMode: 'docs' });
        }),
      id,
    );
  }
  await page.waitForFunction(() => {
    if (document.querySelector('.sb-show-errordisplay')) return true;
    const docs = document.querySelector('#storybook-docs .sbdocs-content');
    if (!docs) return false;
    // A story block shows a loader until its story has rendered; the first story (in the
    // screenshot) must have drawn something, in place or, for an open overlay, in a portal.
    if (docs.querySelector('.sb-loader, [aria-label="Content is loading..."]')) return false;
    const first = docs.querySelector('.docs-story [id^="story--"][id$="-inner"]');
    return (
      !first ||
      first.childElementCount > 0 ||
      document.querySelector('[role="dialog"], [role="alertdialog"]') !== null
    );
  });
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    return document.fonts.ready.then(() => undefined);
  });
}

/**
 * The docs pages' tests in `parts` files (`docs-pages-1.test.ts`…), so that Jest runs them on both
 * workers beside the stories; this file is part `part`.
 */
export function docsPageTests(part: number, parts: number) {
  describe(`docs pages (${part} of ${parts})`, () => {
    beforeAll(async () => {
      await page.setViewportSize(VIEWPORT);
    });

    for (const entry of docsEntries().filter((_, index) => index % parts === part - 1)) {
      it(`${entry.title} renders, passes axe and matches its screenshot`, async () => {
        await openDocs(page, entry.id);
        expect(await blankParts(page)).toEqual([]);
        expect(await seriousAxeViolations(page)).toEqual([]);
        await page.addStyleTag({ content: `${STILL_CSS}\n${STORY_FRAMES_CSS}` });
        // The page's top (title, text, first story): what a broken page changes first. The rest is
        // guarded by the checks above and by each story's own screenshots.
        // Measured from the document rather than the viewport: the same pixels whichever way the
        // page has scrolled (a story in a frame, the shell's, loads on its own time and may focus).
        // The stories on the page and the overlays they leave open are hidden (STORY_FRAMES_CSS):
        // their own screenshots, in both themes, cover them; this one covers the page.
        const image = await page.screenshot({
          animations: 'disabled',
          caret: 'hide',
          fullPage: true,
          clip: { x: 0, y: 0, ...VIEWPORT },
        });
        expectToMatchBaseline(image, `docs/${entry.id}`);
      });
    }
  });
}
