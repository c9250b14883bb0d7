/**
 * What a status means, as a colour. The design system knows no status vocabulary: each app maps
 * its own statuses to these tones.
 */
export const statusTones = ['neutral', 'info', 'success', 'warning', 'critical', 'accent'] as const;
export type StatusTone = (typeof statusTones)[number];

/** A readable label from a status value: underscores as spaces, first letter capitalised, the rest lower-cased. */
export function statusLabel(status: string): string {
  const words = status.replaceAll('_', ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
