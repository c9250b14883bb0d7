import type { ComponentType } from 'react';
import * as iconModule from '../exports-icons';
import type { IconProps } from '../exports-icons';
import * as styles from './IconGallery.css';

/**
 * Every icon the package exports, read from the module's exports (`src/exports-icons.ts`), so that
 * a new icon appears here without anyone adding it by hand.
 */
export const icons: Array<[name: string, Icon: ComponentType<IconProps>]> = Object.entries(
  iconModule as Record<string, ComponentType<IconProps>>,
)
  .filter(([name]) => /Icon$/.test(name))
  .sort(([a], [b]) => a.localeCompare(b));

/** The icon gallery: each icon drawn at 24px with its name, as a list a screen reader can read. */
export function IconGallery() {
  return (
    <ul className={styles.grid} aria-label={`${icons.length} icons`}>
      {icons.map(([name, Icon]) => (
        <li key={name} className={styles.item}>
          <span className={styles.sample} data-docs-sample="icon">
            <Icon width={24} height={24} />
          </span>
          <code className={styles.name}>{name}</code>
        </li>
      ))}
    </ul>
  );
}
