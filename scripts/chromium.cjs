// How the browser suites (Playwright's e2e, Storybook's test-runner) launch Debian's Chromium:
// Playwright cannot download browsers here. CommonJS, so that the Jest config can require it too.
const { existsSync } = require('node:fs');

/** A headless run in a container: no sandbox, GPU, QUIC or background traffic of the browser's own. */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`): the same Blink and V8 without the
 * browser's own windows, tab strip and their renderers, which Playwright also uses for headless runs
 * by default. On the e2e journeys it spent about a fifth less CPU than the full browser (190 s
 * against 240, docs/toolchain.md "Browsers"). Its pixels are not the full browser's, so the
 * Storybook screenshots, compared with committed baselines, stay on the full browser.
 */
const HEADLESS_SHELL = process.env.CHROME_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';

/**
 * Playwright's `launchOptions`: `CHROME_PATH`, else Debian's Chromium, with the flags above; with
 * `shell`, the headless shell when it is installed (the e2e journeys, which compare no pixels).
 */
function chromiumLaunchOptions({ shell = false } = {}) {
  const executablePath =
    shell && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : process.env.CHROME_PATH || '/usr/bin/chromium';
  return { executablePath, args: chromiumArgs };
}

module.exports = { chromiumArgs, chromiumLaunchOptions };
