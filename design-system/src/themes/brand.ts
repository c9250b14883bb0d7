/**
 * The brand a consumer sets (docs/decisions.md "Issue 29: the package for other products"; README
 * "Theming"): any CSS colour, length and font-family list. The light and dark themes derive the
 * accent family (hover, pressed, text, soft, foreground, focus ring), the radius scale and the font
 * from it; what is left out keeps Doorline's value.
 */
export interface Brand {
  /** The accent colour: primary buttons, links, selection, focus rings, e.g. `#0f766e`. */
  accent?: string;
  /** The middle corner radius (controls, cards); the small and large steps follow, e.g. `0.75rem`. */
  radius?: string;
  /** The font family list of the whole interface, e.g. `'IBM Plex Sans', sans-serif`. */
  fontFamily?: string;
}

/** The stable custom property names of the brand inputs, the same in every build of the package. */
export const brandVars = {
  accent: '--doorline-brand-accent',
  radius: '--doorline-brand-radius',
  font: '--doorline-brand-font',
} as const;

/** The brand as inline custom properties, for the element that carries the theme class. */
export function brandStyle(brand: Brand | undefined): Record<string, string> {
  const style: Record<string, string> = {};
  if (brand?.accent) style[brandVars.accent] = brand.accent;
  if (brand?.radius) style[brandVars.radius] = brand.radius;
  if (brand?.fontFamily) style[brandVars.font] = brand.fontFamily;
  return style;
}
