// The build's own plugins: React Aria's words in the app's languages only, and the document's start
// (which entry, and the signed-in area's files preloaded with the document).
import { brotliCompressSync } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { signedInRouter } from './chunk-groups';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const appPage = here('../index.html');
const signInEntry = here('../src/sign-in.tsx');

/**
 * The `.gz` copy of an asset, which the server sends to a client that takes gzip but not brotli:
 * zopfli writes ordinary gzip (any client inflates it), about 3 % smaller than zlib's level 9, at
 * the cost of a few seconds per build (docs/decisions.md, "Fifth step").
 */
export const gzip = async (data: string | Uint8Array) => Buffer.from(await gzipAsync(Buffer.from(data), {}));

/**
 * React Aria (and React Stately) ship their own words (a combo box's "no results", a date field's segment names) in 34
 * languages, all bundled beside each component; the app speaks three (lib/i18n.ts), so the others are
 * dropped (what `@react-aria/optimize-locales-plugin` does). A language without its file falls back to
 * English.
 */
const reactAriaLocales = ['en-US', 'uk-UA', 'ru-RU'];
export function reactAriaOwnLocalesOnly(): Plugin {
  const dropped = (line: string) => {
    const locale = /(?:\/intl\/[^/]+\/|^\s*")([a-z]{2}-[A-Z]{2})(?:\.m?js"|":)/.exec(line)?.[1];
    return locale !== undefined && !reactAriaLocales.includes(locale);
  };
  return {
    name: 'react-aria-own-locales-only',
    enforce: 'pre',
    transform(code, id) {
      if (!/react-(aria|stately)[^/]*\/dist\/.*intlStrings\.m?js$/.test(id)) return null;
      return {
        code: code
          .split('\n')
          .filter((line) => !dropped(line))
          .join('\n'),
        map: null,
      };
    },
  };
}

/**
 * The document starts one of the two entries (issue 41, docs/decisions.md "Issue 41: first load"): a
 * signed-out visit to the sign-in page the sign-in page's own (`src/sign-in.tsx`: no router, no
 * shell), every other visit the app's (`src/main.tsx`). A small script inline in the document
 * decides by the address and the session in localStorage, then adds the chosen entry's script and a
 * `modulepreload` of each file it imports (in place of the tags Vite wrote for the app's entry), and
 * the stylesheets the sign-in entry needs beyond the app's. A signed-in visit also fetches the
 * signed-in area's code (the shell, the data layer, the signed-in router) with the document rather
 * than after the entry has run: a `modulepreload` (and a `preload` of their styles) for those files.
 * Inline rather than a file of its own, which every page would fetch first: the server's CSP allows
 * it by its hash, read from the built page (api-server/src/http/security.ts).
 */
export function startFromDocument(): Plugin {
  return {
    name: 'start-from-document',
    apply: 'build',
    generateBundle: {
      order: 'post',
      async handler(_, bundle) {
        const chunks = new Map(
          Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' ? [[chunk.fileName, chunk]] : [])),
        );
        const closure = (files: string[]) => {
          const seen = new Set<string>();
          const visit = (file: string) => {
            if (seen.has(file)) return;
            seen.add(file);
            for (const next of chunks.get(file)?.imports ?? []) visit(next);
          };
          files.forEach(visit);
          return seen;
        };
        const stylesOf = (files: Iterable<string>) =>
          [...files].flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]);
        const all = [...chunks.values()];
        const app = all.find((chunk) => chunk.isEntry && chunk.facadeModuleId === appPage);
        const signIn = all.find((chunk) => chunk.isEntry && chunk.facadeModuleId === signInEntry);
        const router = all.find((chunk) => chunk.moduleIds.includes(signedInRouter));
        const html = bundle['index.html'];
        if (!app || !signIn || !router || html?.type !== 'asset') {
          this.error('start-from-document: an entry, the signed-in router chunk or index.html is missing');
        }
        // The app's entry as Vite wrote it (its script and the modulepreload of its imports) goes:
        // the inline script adds whichever entry the visit needs.
        let page = String(html.source)
          .replace(/\s*<script type="module"[^>]*src="[^"]*"><\/script>/g, '')
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
        const linked = new Set(
          [...page.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]),
        );
        const start = (entry: string) => {
          const files = closure([entry]);
          return {
            script: `/${entry}`,
            links: [
              ...[...files].filter((file) => file !== entry).map((file) => ['modulepreload', `/${file}`]),
              ...stylesOf(files)
                .filter((file) => !linked.has(file))
                .map((file) => ['stylesheet', `/${file}`]),
            ],
          };
        };
        const entries = closure([app.fileName, signIn.fileName]);
        const area = [...closure([router.fileName])].filter((file) => !entries.has(file));
        const areaLinks = [
          ...area.map((file) => ['modulepreload', `/${file}`]),
          ...stylesOf(area).map((file) => ['preload', `/${file}`]),
        ];
        // `doorlineStartApp`: the sign-in entry hands the page over to the app once signed in.
        const source =
          `(function(){var d=document,w=window,i=false;` +
          `try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(SESSION_KEY)})||"null");` +
          `i=!!(s&&s.auth&&(s.auth.access_token||s.auth.refresh_token))}catch(e){}` +
          `function go(e,l){e.links.concat(l).forEach(function(k){var n=d.createElement("link");n.rel=k[0];` +
          `n.href=k[1];n.crossOrigin="";if(k[0]==="preload")n.as="style";d.head.appendChild(n)});` +
          `var t=d.createElement("script");t.type="module";t.crossOrigin="";t.src=e.script;d.head.appendChild(t)}` +
          `var a=${JSON.stringify(start(app.fileName))},r=${JSON.stringify(areaLinks)};` +
          `if(!i&&/^\\/auth\\/login\\/?$/.test(location.pathname)){` +
          `w.doorlineStartApp=function(){go(a,r)};go(${JSON.stringify(start(signIn.fileName))},[])}` +
          `else go(a,i?r:[])})()\n`;
        page = page.replace('</title>', `</title>\n    <script>${source}</script>`);
        // The compressed copies too (the compression plugin has written index.html's already).
        const copies = {
          'index.html': page,
          'index.html.gz': await gzip(page),
          'index.html.br': brotliCompressSync(page),
        };
        for (const [name, content] of Object.entries(copies)) {
          const existing = bundle[name];
          if (existing?.type === 'asset') existing.source = content;
          else this.emitFile({ type: 'asset', fileName: name, source: content });
        }
      },
    },
  };
}

/** The session's key in localStorage (src/lib/session.ts). */
const SESSION_KEY = 'root';
