import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentFontHas, printable } from './document.js';

// Issue 40 item 13: what the record's PDF draws is only what its font has (docs/decisions.md
// "Issue 40 item 13"); the rest shows as a visible U+FFFD, never the font's empty box.
const drawable = (text: string) =>
  [...text].every((character) => documentFontHas(character) || /^[\n\r\t]$/.test(character));

describe('printable: the document font draws every character it is given', () => {
  it('leaves Latin, Cyrillic, the hryvnia sign and accented letters as they are', () => {
    for (const text of [
      'Двері міжкімнатні «Модель 1» 800×2000, дуб',
      'Ёлка, Ґанок, Їжак',
      '1 234,50 ₴ — €5',
      'Café, cafe\u0301',
      'Line one\nline two',
    ])
      expect(printable(text)).toBe(text);
  });

  it('writes each character a reader sees and the font lacks as one �', () => {
    expect(printable('Іван 😀 Петренко')).toBe('Іван � Петренко');
    expect(printable('🇺🇦|👨‍👩‍👧|❤️|👍🏽|门')).toBe('�|�|�|�|�');
  });

  it('never leaves a character the font lacks, whatever the text (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const shown = printable(text);
        expect(drawable(shown)).toBe(true);
        // Nothing drawable is lost: a text the font draws whole comes back as it was.
        if (drawable(text)) expect(shown).toBe(text);
      }),
      { numRuns: 500 },
    );
  });
});
