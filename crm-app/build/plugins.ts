// The build's own plugins: React Aria's words in the app's languages only, and the signed-in area's
// files preloaded with the document.
import { brotliCompressSync } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';
import { signedInRouter } from './chunk-groups';

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
 * A signed-in visit fetches the signed-in area's code (the shell, the data layer, the signed-in
 * router) with the document rather than after the entry has run: a small script inline in the
 * document adds a `modulepreload` (and a `preload` of their styles) for those files when the session
 * in localStorage has a token. Inline rather than a file of its own, which every page (the sign-in
 * page too) would fetch: the server's CSP allows it by its hash, read from the built page
 * (api-server/src/http/security.ts).
 */
export function preloadSignedInArea(): Plugin {
  return {
    name: 'preload-signed-in-area',
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
        const all = [...chunks.values()];
        const entry = closure(all.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
        const router = all.find((chunk) => chunk.moduleIds.includes(signedInRouter));
        const html = bundle['index.html'];
        if (!router || html?.type !== 'asset') {
          this.error('preload-signed-in-area: no signed-in router chunk or no index.html');
        }
        const scripts = [...closure([router.fileName])].filter((file) => !entry.has(file));
        const styles = scripts.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]);
        const links = [
          ...scripts.map((file) => ['modulepreload', `/${file}`]),
          ...styles.map((file) => ['preload', `/${file}`]),
        ];
        const source =
          `try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(SESSION_KEY)})||"null");` +
          `if(s&&s.auth&&(s.auth.access_token||s.auth.refresh_token))${JSON.stringify(links)}.forEach(function(l){` +
          `var e=document.createElement("link");e.rel=l[0];e.href=l[1];e.crossOrigin="";` +
          `if(l[0]==="preload")e.as="style";document.head.appendChild(e)})}catch(e){}\n`;
        const page = String(html.source).replace(
          '<script type="module"',
          `<script>${source}</script>\n    <script type="module"`,
        );
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
