import { describe, expect, it } from 'vitest';
import { insertMention, mentionAt, mentionedIn } from './mentionToken';

describe('the mention at the caret', () => {
  it('is an @ at the start or after a space, and what follows it up to the caret', () => {
    expect(mentionAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionAt('hi @an', 6)).toEqual({ start: 3, query: 'an' });
    expect(mentionAt('hi @Anna K', 10)).toEqual({ start: 3, query: 'Anna K' });
    expect(mentionAt('line\n@ol', 8)).toEqual({ start: 5, query: 'ol' });
  });

  it('is none inside a word (an e-mail), after a chosen name and its space, or across a line', () => {
    expect(mentionAt('mail a@b.co', 11)).toBeNull();
    expect(mentionAt('@Anna Koval ', 12)).toBeNull();
    expect(mentionAt('@an\nna', 6)).toBeNull();
    expect(mentionAt('no mention', 10)).toBeNull();
    // The caret decides: before the @ there is none.
    expect(mentionAt('hi @an', 2)).toBeNull();
  });

  it('is none after a name already chosen: the sentence goes on', () => {
    expect(mentionAt('@Oleh Bondar hi', 15, ['Oleh Bondar'])).toBeNull();
    expect(mentionAt('@Oleh Bondar', 12, ['Oleh Bondar'])).toBeNull();
    expect(mentionAt('@Oleh Bo', 8, ['Oleh Bondar'])).toEqual({ start: 0, query: 'Oleh Bo' });
  });
});

describe('choosing a person', () => {
  it('replaces what was typed with @Name and a space, and puts the caret after it', () => {
    expect(insertMention('hi @an please', { start: 3, query: 'an' }, 'Anna Koval')).toEqual({
      text: 'hi @Anna Koval please',
      caret: 15,
    });
    expect(insertMention('@', { start: 0, query: '' }, 'Oleh')).toEqual({ text: '@Oleh ', caret: 6 });
  });

  it('keeps the people whose @Name is still in the text, each once', () => {
    const anna = { id: '1', label: 'Anna Koval' };
    const oleh = { id: '2', label: 'Oleh' };
    expect(mentionedIn('hi @Anna Koval and @Oleh', [anna, oleh, anna])).toEqual([anna, oleh]);
    expect(mentionedIn('hi @Anna', [anna, oleh])).toEqual([]);
  });
});
