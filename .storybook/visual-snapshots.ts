import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One way to compare a screenshot with its committed baseline, for the stories
 * (`.storybook/test-runner.ts`) and the docs pages (`.storybook/docs-pages.test.ts`). A changed
 * screenshot leaves three files behind, which `scripts/visual-report.mjs` turns into the report a
 * designer reviews (design-system/REVIEWING.md): the baseline, the received image
 * (`test-results/visual-received/<id>-received.png`) and jest-image-snapshot's difference
 * (`test-results/visual-diffs/<id>-diff.png`).
 */
export const VISUAL_BASELINES = path.join(process.cwd(), 'design-system/visual-baselines');
export const VISUAL_DIFFS = path.join(process.cwd(), 'test-results/visual-diffs');
export const VISUAL_RECEIVED = path.join(process.cwd(), 'test-results/visual-received');

// Motion and the text caret would make two screenshots of the same page differ.
export const STILL_CSS = `*, *::before, *::after {
  transition: none !important; animation: none !important; caret-color: transparent !important;
}`;

/**
 * Expects `image` to match the baseline `<identifier>.png` (a path under the baselines folder, e.g.
 * `controls-button--primary--light` or `docs/introduction--docs`).
 */
export function expectToMatchBaseline(image: Buffer, identifier: string) {
  // The same pixels make the same PNG: a byte-identical screenshot matches its baseline without
  // decoding both images. Any other goes through the pixel comparison.
  const baseline = path.join(VISUAL_BASELINES, `${identifier}.png`);
  if (existsSync(baseline) && readFileSync(baseline).equals(image)) return;
  expect(image).toMatchImageSnapshot({
    customSnapshotsDir: VISUAL_BASELINES,
    customSnapshotIdentifier: identifier,
    customDiffDir: VISUAL_DIFFS,
    storeReceivedOnFailure: true,
    customReceivedDir: VISUAL_RECEIVED,
    // Anti-aliasing may move a few pixels; a real change of look moves far more.
    failureThreshold: 0.001,
    failureThresholdType: 'percent',
    // Compare in this worker rather than in a new Node process per screenshot.
    runInProcess: true,
  });
}
