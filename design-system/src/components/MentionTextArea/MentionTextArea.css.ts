import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { listEmptyText, listOption, optionSecondLine, popupSurface } from '../private/popupSurface';

/** The text area and, under it, the people to mention. */
export const control = style({ position: 'relative' });

/** The list of people, under the text area and over what follows it, as wide as the field (at most 320 px). */
export const list = style({
  ...popupSurface,
  position: 'absolute',
  insetInlineStart: 0,
  insetBlockStart: `calc(100% + ${vars.space.xxs})`,
  zIndex: 10,
  width: '100%',
  maxWidth: '20rem',
  maxHeight: `calc(${vars.size.controlMd} * 6)`,
  padding: vars.space.xs,
  overflowY: 'auto',
});

export const option = style({ ...listOption, display: 'flex', flexDirection: 'column' });

export const optionLabel = style({ overflowWrap: 'anywhere' });

export const optionDescription = style(optionSecondLine);

export const empty = style(listEmptyText);
