import type { CSSProperties } from 'react';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'block', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  /** `text` for a line of text, `block` for a box, `circle` for an avatar. */
  shape?: SkeletonShape;
  /** Lines of text to draw (shape `text`); the last one is shorter, as a paragraph's would be. */
  lines?: number;
  /** A CSS length; defaults to the container's width (a square for `circle`, 2.5rem). */
  width?: string;
  /** A CSS length for `block` and `circle`. */
  height?: string;
}

/**
 * Placeholder lines, blocks and circles shaped like the content that is loading. They shimmer (still under
 * `prefers-reduced-motion`) and are `aria-hidden`: mark the loading region `aria-busy` or show a labelled
 * Spinner for screen readers.
 */
export function Skeleton({ shape = 'text', lines = 1, width, height }: SkeletonProps) {
  if (shape === 'text') {
    return (
      <span className={styles.lines} aria-hidden="true" style={width ? { width } : undefined}>
        {Array.from({ length: Math.max(1, lines) }, (_, index) => (
          <span
            key={index}
            className={`${styles.bone} ${styles.line}`}
            style={lines > 1 && index === lines - 1 ? { width: '60%' } : undefined}
          />
        ))}
      </span>
    );
  }
  const size: CSSProperties =
    shape === 'circle'
      ? { width: width ?? '2.5rem', height: height ?? width ?? '2.5rem' }
      : { width: width ?? '100%', height: height ?? '4rem' };
  return <span aria-hidden="true" className={`${styles.bone} ${styles.shape[shape]}`} style={size} />;
}
