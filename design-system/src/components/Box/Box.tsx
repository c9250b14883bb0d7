import { createElement, type AriaRole, type ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../../themes/sprinkles';

/** The elements a `Box` may render as. */
export const boxElements = [
  'div',
  'span',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'nav',
  'form',
  'ul',
  'ol',
  'li',
  'p',
] as const;
export type BoxElement = (typeof boxElements)[number];

/** The layout properties a `Box` takes, all on the theme's tokens (see `sprinkles`). */
export interface BoxLayout {
  /** The CSS `display`, e.g. `flex` or `none`. */
  display?: Sprinkles['display'];
  /** The direction of a flex box's children: `row` or `column`. */
  flexDirection?: Sprinkles['flexDirection'];
  /** Whether a flex box's children wrap onto more lines. */
  flexWrap?: Sprinkles['flexWrap'];
  /** How a flex box's children line up across its direction. */
  alignItems?: Sprinkles['alignItems'];
  /** How a flex box's children share the space along its direction. */
  justifyContent?: Sprinkles['justifyContent'];
  /** How much of a flex parent's spare space this box takes (`0` or `1`). */
  flexGrow?: Sprinkles['flexGrow'];
  /** Whether this box may shrink below its size in a flex parent (`0` or `1`). */
  flexShrink?: Sprinkles['flexShrink'];
  /** The space between children, from the theme's spacing scale. */
  gap?: Sprinkles['gap'];
  /** The space inside every edge, from the spacing scale. */
  padding?: Sprinkles['padding'];
  /** The space inside the start and end edges, from the spacing scale. */
  paddingX?: Sprinkles['paddingX'];
  /** The space inside the top and bottom edges, from the spacing scale. */
  paddingY?: Sprinkles['paddingY'];
  /** The space inside the top edge, from the spacing scale. */
  paddingBlockStart?: Sprinkles['paddingBlockStart'];
  /** The space inside the bottom edge, from the spacing scale. */
  paddingBlockEnd?: Sprinkles['paddingBlockEnd'];
  /** The space inside the start edge (left in left-to-right text), from the spacing scale. */
  paddingInlineStart?: Sprinkles['paddingInlineStart'];
  /** The space inside the end edge (right in left-to-right text), from the spacing scale. */
  paddingInlineEnd?: Sprinkles['paddingInlineEnd'];
  /** The background, from the theme's surface colours. */
  backgroundColor?: Sprinkles['backgroundColor'];
  /** The corner radius, from the theme's radii. */
  borderRadius?: Sprinkles['borderRadius'];
  /** The smallest width, e.g. `0` to let a flex child shrink below its content. */
  minWidth?: Sprinkles['minWidth'];
  /** The width, e.g. `full` for the parent's whole width. */
  width?: Sprinkles['width'];
}

export interface BoxProps extends BoxLayout {
  /** The element to render; `div` by default. */
  as?: BoxElement;
  /** The box's content. */
  children?: ReactNode;
  /** The id of the element, e.g. for a label or link elsewhere on the page. */
  id?: string;
  /** An ARIA role for the element, when its content is a landmark or a group. */
  role?: AriaRole;
  /** Names the element for screen readers when it has no visible label. */
  'aria-label'?: string;
  /** The id of an element whose text names this one. */
  'aria-labelledby'?: string;
  /** Extra classes, e.g. from `sprinkles`; the box's own come first. */
  className?: string;
}

const layoutKeys = [
  'display',
  'flexDirection',
  'flexWrap',
  'alignItems',
  'justifyContent',
  'flexGrow',
  'flexShrink',
  'gap',
  'padding',
  'paddingX',
  'paddingY',
  'paddingBlockStart',
  'paddingBlockEnd',
  'paddingInlineStart',
  'paddingInlineEnd',
  'backgroundColor',
  'borderRadius',
  'minWidth',
  'width',
] as const satisfies readonly (keyof BoxLayout)[];

/** Splits a box's props into its layout (for `sprinkles`) and the rest. */
export function splitLayout<P extends BoxLayout>(props: P): [BoxLayout, Omit<P, keyof BoxLayout>] {
  const layout: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if ((layoutKeys as readonly string[]).includes(key)) layout[key] = value;
    else rest[key] = value;
  }
  return [layout as BoxLayout, rest as Omit<P, keyof BoxLayout>];
}

/**
 * A plain element (`as`: div, section, ul, …) with layout from the theme’s tokens: `padding`, `paddingX`,
 * `paddingY`, `gap`, `display`, alignment, `backgroundColor` and `borderRadius`. Pages use it, `Stack` and
 * `Inline` instead of stylesheets of their own; `sprinkles` gives the same classes for any element.
 */
export function Box(props: BoxProps) {
  const [layout, { as = 'div', className, children, ...rest }] = splitLayout(props);
  const classes = [sprinkles(layout), className].filter(Boolean).join(' ');
  return createElement(as, { ...rest, className: classes || undefined }, children);
}
