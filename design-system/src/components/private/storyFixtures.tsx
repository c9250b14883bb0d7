// Data and small fixtures for stories only; nothing here is exported from the package.
import { Button } from '../Button/Button';

/** A portrait drawn as an SVG data URI, so stories need no network. */
export const samplePhoto = `data:image/svg+xml;utf8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#93c5fd"/><stop offset="1" stop-color="#1d4ed8"/>
    </linearGradient></defs>
    <rect width="64" height="64" fill="url(#g)"/>
    <circle cx="32" cy="25" r="11" fill="#f5d0b5"/>
    <path d="M10 64c2-14 11-21 22-21s20 7 22 21z" fill="#0f172a"/>
    <path d="M21 23c0-9 5-13 11-13s11 4 11 12c-3-3-7-5-11-5s-8 2-11 6z" fill="#3f2a1d"/>
  </svg>`,
)}`;

/** The small secondary button in a card's or a section's header ('Change', 'Set'). */
export function HeaderActionButton({
  children = 'Change',
  onPress,
}: {
  children?: string;
  onPress?: () => void;
}) {
  return (
    <Button variant="secondary" size="sm" onPress={onPress}>
      {children}
    </Button>
  );
}
