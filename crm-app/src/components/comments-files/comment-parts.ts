import type { Comment } from '@doorline/api-client';

/** A piece of a comment's text: plain, or the `@Name` of a person it mentions. */
export type CommentPart = { text: string; mention?: { id: number; name: string } };

/**
 * A comment's text in pieces, the `@Name` of each person it mentions (`comment.mentions`) apart, so
 * that the page sets them off; the longest name first where one name begins another.
 */
export function commentParts(comment: Pick<Comment, 'body' | 'mentions'>): CommentPart[] {
  const people = [...comment.mentions].sort((a, b) => b.name.length - a.name.length);
  const parts: CommentPart[] = [];
  let plain = '';
  let i = 0;
  while (i < comment.body.length) {
    const person =
      comment.body[i] === '@' ? people.find((p) => comment.body.startsWith(`@${p.name}`, i)) : undefined;
    if (person) {
      if (plain) parts.push({ text: plain });
      plain = '';
      parts.push({ text: `@${person.name}`, mention: person });
      i += person.name.length + 1;
    } else {
      plain += comment.body[i];
      i += 1;
    }
  }
  if (plain) parts.push({ text: plain });
  return parts;
}
