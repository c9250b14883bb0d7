// How the browser suites (Playwright's e2e, Storybook's test-runner) launch Debian's Chromium:
// Playwright cannot download browsers here. CommonJS, so that the Jest config can require it too.

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

/** Playwright's `launchOptions`: `CHROME_PATH`, else Debian's Chromium, with the flags above. */
function chromiumLaunchOptions() {
  return { executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: chromiumArgs };
}

module.exports = { chromiumArgs, chromiumLaunchOptions };
