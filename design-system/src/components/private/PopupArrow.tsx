import { OverlayArrow } from 'react-aria-components';
import * as styles from './PopupArrow.css';

/**
 * The arrow of a popup (a popover, a tooltip) toward its trigger: a `width` wide, `width / 2` deep
 * triangle in an svg `height` high, coloured by `className` (its fill) or `pathClassName` (a fill and
 * an outline).
 */
export function PopupArrow({
  width,
  height,
  className,
  pathClassName,
}: {
  width: number;
  height: number;
  className?: string;
  pathClassName?: string;
}) {
  return (
    <OverlayArrow>
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        className={className ? `${styles.arrow} ${className}` : styles.arrow}
        aria-hidden="true"
      >
        <path d={`M0 0 L${width / 2} ${width / 2} L${width} 0`} className={pathClassName} />
      </svg>
    </OverlayArrow>
  );
}
