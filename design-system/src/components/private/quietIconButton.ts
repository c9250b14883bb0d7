import { vars } from '../../themes/contract.css';
import { fadedDisabled } from './pressStates';

// Plain style fragments (not classes) for a borderless icon button (close, clear, reveal); spread them
// into `style({...})` with its size and its focus ring.

/** The muted glyph on no fill. */
export const quietIconButton = {
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: '1rem',
  cursor: 'pointer',
  outline: 'none',
} as const;

/** A soft fill under the pointer, a deeper one while pressed; faded while disabled. */
export const quietIconButtonStates = {
  '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
  '&[data-pressed]': { backgroundColor: vars.color.surfaceHover },
  '&[data-disabled]': fadedDisabled,
} as const;
