import { describe, expect, it } from 'vitest';
import { otpReducer, sanitizeOtp, type OtpAction, type OtpState } from './otpInput';

function state(value: string, focusIndex: number, length = 6): OtpState {
  return { value, focusIndex, length };
}

function run(start: OtpState, ...actions: OtpAction[]): OtpState {
  return actions.reduce(otpReducer, start);
}

describe('otpReducer', () => {
  describe('typing', () => {
    it('fills the cell and moves to the next', () => {
      expect(otpReducer(state('', 0), { type: 'input', index: 0, text: '1' })).toEqual(state('1', 1));
    });

    it('types a whole code cell by cell', () => {
      const typed = [...'123456'].map((text, index): OtpAction => ({ type: 'input', index, text }));
      expect(run(state('', 0), ...typed)).toEqual(state('123456', 5));
    });

    it('ignores a non-digit', () => {
      const start = state('12', 2);
      expect(otpReducer(start, { type: 'input', index: 2, text: 'a' })).toBe(start);
      expect(otpReducer(start, { type: 'input', index: 2, text: ' ' })).toBe(start);
      expect(otpReducer(start, { type: 'input', index: 2, text: '' })).toBe(start);
    });

    it('stays on the last cell when it fills it', () => {
      expect(otpReducer(state('12345', 5), { type: 'input', index: 5, text: '6' })).toEqual(
        state('123456', 5),
      );
    });

    it('replaces the digit of the last cell when the code is full', () => {
      expect(otpReducer(state('123456', 5), { type: 'input', index: 5, text: '9' })).toEqual(
        state('123459', 5),
      );
    });

    it('replaces a digit in the middle and moves on', () => {
      expect(otpReducer(state('123456', 2), { type: 'input', index: 2, text: '9' })).toEqual(
        state('129456', 3),
      );
    });

    it('writes into the first empty cell when an empty cell further right had focus', () => {
      expect(otpReducer(state('12', 2), { type: 'input', index: 4, text: '3' })).toEqual(state('123', 3));
    });

    it('treats several characters at once (autofill) like a paste', () => {
      expect(otpReducer(state('', 0), { type: 'input', index: 0, text: '654321' })).toEqual(
        state('654321', 5),
      );
    });
  });

  describe('pasting', () => {
    it('fills all cells from the first', () => {
      expect(otpReducer(state('', 0), { type: 'paste', index: 0, text: '987654' })).toEqual(
        state('987654', 5),
      );
    });

    it('strips everything but digits', () => {
      expect(otpReducer(state('', 0), { type: 'paste', index: 0, text: '12 34-56' })).toEqual(
        state('123456', 5),
      );
    });

    it('keeps only as many digits as there are cells', () => {
      expect(otpReducer(state('', 0), { type: 'paste', index: 0, text: '1234567890' })).toEqual(
        state('123456', 5),
      );
    });

    it('fills from the current cell on', () => {
      expect(otpReducer(state('12', 2), { type: 'paste', index: 2, text: '3456' })).toEqual(
        state('123456', 5),
      );
    });

    it('overwrites from a filled cell in the middle and drops what does not fit', () => {
      expect(otpReducer(state('123456', 1), { type: 'paste', index: 1, text: '99' })).toEqual(
        state('199456', 3),
      );
      expect(otpReducer(state('123456', 4), { type: 'paste', index: 4, text: '7890' })).toEqual(
        state('123478', 5),
      );
    });

    it('moves focus to the cell after a short paste', () => {
      expect(otpReducer(state('', 0), { type: 'paste', index: 0, text: '12' })).toEqual(state('12', 2));
    });

    it('ignores a paste with no digit', () => {
      const start = state('1', 1);
      expect(otpReducer(start, { type: 'paste', index: 1, text: 'abc-def' })).toBe(start);
      expect(otpReducer(start, { type: 'paste', index: 1, text: '' })).toBe(start);
    });
  });

  describe('backspace', () => {
    it('clears a filled cell and keeps focus on it', () => {
      expect(otpReducer(state('123456', 5), { type: 'backspace', index: 5 })).toEqual(state('12345', 5));
    });

    it('on an empty cell moves to the previous cell and clears it', () => {
      expect(otpReducer(state('123', 3), { type: 'backspace', index: 3 })).toEqual(state('12', 2));
    });

    it('walks back across all cells', () => {
      let current = state('123456', 5);
      for (let press = 0; press < 6; press++) {
        current = otpReducer(current, { type: 'backspace', index: current.focusIndex });
      }
      expect(current).toEqual(state('', 0));
    });

    it('does nothing on the first cell when it is empty', () => {
      expect(otpReducer(state('', 0), { type: 'backspace', index: 0 })).toEqual(state('', 0));
    });

    it('clears the first cell when it is filled', () => {
      expect(otpReducer(state('1', 0), { type: 'backspace', index: 0 })).toEqual(state('', 0));
    });

    it('in the middle removes that digit and the rest close up', () => {
      expect(otpReducer(state('123456', 2), { type: 'backspace', index: 2 })).toEqual(state('12456', 2));
    });
  });

  describe('delete', () => {
    it('clears the focused cell', () => {
      expect(otpReducer(state('123', 1), { type: 'delete', index: 1 })).toEqual(state('13', 1));
    });

    it('does nothing on an empty cell', () => {
      expect(otpReducer(state('12', 2), { type: 'delete', index: 2 })).toEqual(state('12', 2));
    });
  });

  describe('moving', () => {
    it('moves left and right within the filled cells and the first empty one', () => {
      expect(otpReducer(state('123', 2), { type: 'move', index: 2, to: 'previous' }).focusIndex).toBe(1);
      expect(otpReducer(state('123', 2), { type: 'move', index: 2, to: 'next' }).focusIndex).toBe(3);
      expect(otpReducer(state('123', 3), { type: 'move', index: 3, to: 'next' }).focusIndex).toBe(3);
    });

    it('stops at both ends', () => {
      expect(otpReducer(state('123', 0), { type: 'move', index: 0, to: 'previous' }).focusIndex).toBe(0);
      expect(otpReducer(state('123456', 5), { type: 'move', index: 5, to: 'next' }).focusIndex).toBe(5);
    });

    it('goes home and to the end', () => {
      expect(otpReducer(state('1234', 3), { type: 'move', index: 3, to: 'first' }).focusIndex).toBe(0);
      expect(otpReducer(state('1234', 0), { type: 'move', index: 0, to: 'last' }).focusIndex).toBe(4);
      expect(otpReducer(state('123456', 0), { type: 'move', index: 0, to: 'last' }).focusIndex).toBe(5);
    });

    it('keeps the value', () => {
      expect(otpReducer(state('1234', 3), { type: 'move', index: 3, to: 'first' }).value).toBe('1234');
    });
  });

  describe('focus', () => {
    it('moves focus from an unreachable empty cell to the first empty one', () => {
      expect(otpReducer(state('1', 1), { type: 'focus', index: 4 })).toEqual(state('1', 1));
    });

    it('accepts a filled cell', () => {
      expect(otpReducer(state('1234', 4), { type: 'focus', index: 1 })).toEqual(state('1234', 1));
    });
  });

  it('works with another length', () => {
    expect(otpReducer(state('', 0, 4), { type: 'paste', index: 0, text: '123456' })).toEqual(
      state('1234', 3, 4),
    );
  });
});

describe('sanitizeOtp', () => {
  it('keeps digits only, up to the length', () => {
    expect(sanitizeOtp('1a2 3-4', 6)).toBe('1234');
    expect(sanitizeOtp('12345678', 6)).toBe('123456');
  });
});
