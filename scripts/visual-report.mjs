// The report of changed screenshots (design-system/REVIEWING.md): one self-contained folder, an
// index.html with the images beside it, showing for each story or docs page whose screenshot
// differs from its committed baseline the baseline (before), the received screenshot (after) and
// jest-image-snapshot's difference. Written by the Storybook step of `npm test`
// (scripts/doorline.mjs) when a screenshot differs; a reviewer opens it without running anything.
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const RECEIVED_SUFFIX = '-received.png';

/** Every file under `dir`, as paths relative to it, with forward slashes. */
function filesUnder(dir, prefix = '') {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

const escapeHtml = (text) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char],
  );

/**
 * The screenshots that differ: each received image (`<id>-received.png` under `received`) with its
 * baseline (`<id>.png` under `baselines`) and difference (`<id>-diff.png` under `diffs`), by id
 * (`controls-button--primary--dark`, `docs/introduction--docs`).
 */
export function changedScreenshots({ baselines, received, diffs }) {
  return filesUnder(received)
    .filter((file) => file.endsWith(RECEIVED_SUFFIX))
    .map((file) => {
      const id = file.slice(0, -RECEIVED_SUFFIX.length);
      const baseline = path.join(baselines, `${id}.png`);
      const diff = path.join(diffs, `${id}-diff.png`);
      return {
        id,
        received: path.join(received, file),
        baseline: existsSync(baseline) ? baseline : null,
        diff: existsSync(diff) ? diff : null,
      };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * Writes `out/index.html` and the images it shows (`out/images/`) for the changed screenshots;
 * returns how many there are. With none, removes `out` and writes nothing.
 */
export function writeVisualReport({ baselines, received, diffs, out, title = 'Changed screenshots' }) {
  const changed = changedScreenshots({ baselines, received, diffs });
  rmSync(out, { recursive: true, force: true });
  if (changed.length === 0) return 0;
  mkdirSync(path.join(out, 'images'), { recursive: true });
  const copy = (from, id, kind) => {
    if (!from) return null;
    const name = `images/${id.replaceAll('/', '__')}--${kind}.png`;
    copyFileSync(from, path.join(out, name));
    return name;
  };
  const figure = (src, caption) =>
    src
      ? `<figure><figcaption>${caption}</figcaption><a href="${src}"><img src="${src}" alt="${caption}" loading="lazy"></a></figure>`
      : `<figure><figcaption>${caption}</figcaption><p class="none">none: a new screenshot</p></figure>`;
  const sections = changed.map(({ id, baseline, received: after, diff }) => {
    const [kind, name] = id.startsWith('docs/') ? ['docs page', id.slice(5)] : ['story', id];
    const storyId = name.replace(/--(light|dark)$/, '');
    const theme = /--(light|dark)$/.exec(name)?.[1];
    return `<section id="${escapeHtml(id)}">
  <h2>${escapeHtml(name)}</h2>
  <p class="meta">${kind}${theme ? `, ${theme} theme` : ''} · in Storybook: <code>?path=/${kind === 'story' ? 'story' : 'docs'}/${escapeHtml(storyId)}</code> · baseline <code>design-system/visual-baselines/${escapeHtml(id)}.png</code></p>
  <div class="row">
    ${figure(copy(baseline, id, 'before'), 'Before (baseline)')}
    ${figure(copy(after, id, 'after'), 'After (this change)')}
  </div>
  ${figure(copy(diff, id, 'diff'), 'Difference (before · changed pixels in red · after)')}
</section>`;
  });
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}: ${changed.length}</title>
<style>
  body { margin: 0; padding: 24px; font: 14px/1.5 system-ui, sans-serif; color: #18181b; background: #fafafa; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  h2 { font-size: 16px; margin: 0 0 4px; font-family: ui-monospace, monospace; }
  section { background: #fff; border: 1px solid #e4e4e7; border-radius: 8px; padding: 16px; margin: 16px 0; }
  .meta { color: #5b5b64; margin: 0 0 12px; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
  figure { margin: 0 0 12px; }
  figcaption { font-weight: 600; margin-bottom: 4px; }
  img { max-width: 100%; border: 1px solid #e4e4e7; }
  .none { color: #5b5b64; font-style: italic; }
  nav ul { columns: 2; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}: ${changed.length}</h1>
<p>Each screenshot below differs from its committed baseline. Review it as design-system/REVIEWING.md says: approve, and the author commits the new baseline; or ask for a change.</p>
<nav><ul>${changed.map(({ id }) => `<li><a href="#${escapeHtml(id)}">${escapeHtml(id)}</a></li>`).join('')}</ul></nav>
${sections.join('\n')}
</body>
</html>
`;
  writeFileSync(path.join(out, 'index.html'), html);
  return changed.length;
}
