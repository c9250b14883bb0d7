/**
 * Key handling of the one-time-code input as a pure reducer.
 *
 * The code is one contiguous string of digits (never with holes), so `value[i]` is what cell `i`
 * shows. Focus can rest on a filled cell or on the first empty one, never further right: typing
 * always lands where the next digit belongs.
 */

export const OTP_DEFAULT_LENGTH = 6;

export interface OtpState {
  /** The digits entered so far, at most `length` of them. */
  value: string;
  /** The cell that has (or should get) focus. */
  focusIndex: number;
  /** The number of cells. */
  length: number;
}

export type OtpAction =
  /** Text typed, autofilled or composed into cell `index`; non-digits are ignored. */
  | { type: 'input'; index: number; text: string }
  /** Text pasted into cell `index`: its digits fill the cells from there on. */
  | { type: 'paste'; index: number; text: string }
  | { type: 'backspace'; index: number }
  | { type: 'delete'; index: number }
  | { type: 'move'; index: number; to: 'previous' | 'next' | 'first' | 'last' }
  /** A cell received focus (click, tab): focus is kept within the reachable cells. */
  | { type: 'focus'; index: number };

/** Keeps the digits only, at most `length` of them. */
export function sanitizeOtp(text: string, length: number): string {
  return text.replace(/\D/g, '').slice(0, length);
}

/** The rightmost cell focus may reach: the first empty one, or the last cell when all are full. */
function lastReachable(value: string, length: number): number {
  return Math.min(value.length, length - 1);
}

/** Keeps `index` within the cells focus may reach for this value. */
export function clampFocus(index: number, value: string, length: number): number {
  return Math.max(0, Math.min(index, lastReachable(value, length)));
}

function write(state: OtpState, index: number, digits: string): OtpState {
  const { value, length } = state;
  const at = clampFocus(index, value, length);
  const next = (value.slice(0, at) + digits + value.slice(at + digits.length)).slice(0, length);
  return { ...state, value: next, focusIndex: clampFocus(at + digits.length, next, length) };
}

function removeAt(state: OtpState, index: number): OtpState {
  const value = state.value.slice(0, index) + state.value.slice(index + 1);
  return { ...state, value, focusIndex: clampFocus(index, value, state.length) };
}

export function otpReducer(state: OtpState, action: OtpAction): OtpState {
  const { value, length } = state;
  switch (action.type) {
    case 'input':
    case 'paste': {
      const digits = action.text.replace(/\D/g, '');
      if (digits === '') return state;
      return write(state, action.index, digits.slice(0, length));
    }
    case 'backspace': {
      const index = clampFocus(action.index, value, length);
      if (index < value.length) return removeAt(state, index);
      if (index === 0) return { ...state, focusIndex: 0 };
      return removeAt(state, index - 1);
    }
    case 'delete': {
      const index = clampFocus(action.index, value, length);
      return index < value.length ? removeAt(state, index) : { ...state, focusIndex: index };
    }
    case 'move': {
      const target = {
        previous: action.index - 1,
        next: action.index + 1,
        first: 0,
        last: length - 1,
      }[action.to];
      return { ...state, focusIndex: clampFocus(target, value, length) };
    }
    case 'focus':
      return { ...state, focusIndex: clampFocus(action.index, value, length) };
  }
}
