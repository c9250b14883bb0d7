import { useState } from 'react';
import { initials } from './initials';
import * as styles from './Avatar.css';

export const avatarSizes = ['sm', 'md', 'lg'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

export interface AvatarProps {
  /** The person's name: their initials show without a photo, and it is the image's alt text. */
  name: string;
  /** The URL of the photo; the initials show while it loads or when it fails. */
  src?: string | null;
  /** The diameter: `sm` in lists and menus, `md` by default, `lg` on a profile. */
  size?: AvatarSize;
  /** Hide from assistive technology when the surrounding control already names the person. */
  isDecorative?: boolean;
}

/** A person's photo, or their initials when there is no photo or it fails to load. */
export function Avatar({ name, src, size = 'md', isDecorative = false }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const className = `${styles.avatar} ${styles.size[size]}`;

  if (src && src !== failedSrc) {
    return (
      <span className={className} aria-hidden={isDecorative || undefined}>
        <img
          className={styles.image}
          src={src}
          alt={isDecorative ? '' : name}
          onError={() => setFailedSrc(src)}
        />
      </span>
    );
  }
  if (isDecorative) {
    // Drawn by CSS: inside a named button, real text "AP" would fail WCAG 2.5.3 (label in name).
    return (
      <span
        className={`${className} ${styles.decorativeInitials}`}
        data-initials={initials(name)}
        aria-hidden="true"
      />
    );
  }
  return (
    <span className={className} role="img" aria-label={name}>
      {initials(name)}
    </span>
  );
}
