// Plain style fragments (not classes) for the layouts most parts repeat; spread them into `style({...})`.

/** Children one under another, `gap` apart (what `Stack` does for pages). */
export const flexColumn = (gap: string) => ({ display: 'flex', flexDirection: 'column', gap }) as const;

/** Children side by side, centred across the row, `gap` apart (what `Inline` does for pages). */
export const flexRow = (gap: string) => ({ display: 'flex', alignItems: 'center', gap }) as const;

/** A `flexRow` that flows inside a line of text. */
export const inlineFlexRow = (gap: string) =>
  ({ display: 'inline-flex', alignItems: 'center', gap }) as const;

/** A column that takes the room left in its row and may shrink below its content's width. */
export const growingColumn = { display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 } as const;

/** One line of text, cut with an ellipsis where it does not fit. */
export const truncatedLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
