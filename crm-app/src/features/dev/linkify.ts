export type Piece = { kind: 'text'; text: string } | { kind: 'link'; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/g;
/** Punctuation that ends a sentence rather than the address before it. */
const TRAILING = /[.,;:!?)\]}]+$/;

/** Splits a message's text into plain text and the `http(s)://` addresses in it, in order. */
export function linkify(text: string): Piece[] {
  const pieces: Piece[] = [];
  let from = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const href = match[0].replace(TRAILING, '');
    if (start > from) pieces.push({ kind: 'text', text: text.slice(from, start) });
    pieces.push({ kind: 'link', href });
    from = start + href.length;
  }
  if (from < text.length) pieces.push({ kind: 'text', text: text.slice(from) });
  return pieces;
}

/**
 * Where a link of the outbox goes: an address of this app becomes a path the router can follow
 * without reloading; any other stays as it is.
 */
export function appHref(href: string, origin: string): string {
  try {
    const url = new URL(href);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : href;
  } catch {
    return href;
  }
}
