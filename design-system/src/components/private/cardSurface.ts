import { vars } from '../../themes/contract.css';

/** The bordered, raised box of a card or a table. A plain style fragment; spread it into `style({...})`. */
export const cardSurface = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
} as const;
