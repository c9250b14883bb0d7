import { describe, expect, it } from 'vitest';
import { commentParts } from './comment-parts';

describe('a comment’s text and its mentions', () => {
  it('sets apart the @Name of each person it mentions, and nothing else', () => {
    const anna = { id: 1, name: 'Anna Koval' };
    expect(commentParts({ body: 'Hi @Anna Koval, see a@b.co and @Oleh', mentions: [anna] })).toEqual([
      { text: 'Hi ' },
      { text: '@Anna Koval', mention: anna },
      { text: ', see a@b.co and @Oleh' },
    ]);
  });

  it('takes the longest name where one begins another, and a text without mentions whole', () => {
    const ann = { id: 1, name: 'Ann' };
    const anna = { id: 2, name: 'Anna Koval' };
    expect(commentParts({ body: '@Anna Koval @Ann', mentions: [ann, anna] })).toEqual([
      { text: '@Anna Koval', mention: anna },
      { text: ' ' },
      { text: '@Ann', mention: ann },
    ]);
    expect(commentParts({ body: 'plain', mentions: [] })).toEqual([{ text: 'plain' }]);
  });
});
