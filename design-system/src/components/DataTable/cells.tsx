import type { ReactNode } from 'react';
import { Link } from '../Link/Link';
import { formatDateTime, type FormatDateTimeOptions } from './formatDateTime';

export interface LinkCellProps {
  /** An app path; navigation goes through the app's RAC `RouterProvider`. */
  href: string;
  /** The link text, usually the row's name or number. */
  children: ReactNode;
}

/** A link in a table cell, e.g. a Transaction # opening the quote. */
export function LinkCell({ href, children }: LinkCellProps) {
  return <Link href={href}>{children}</Link>;
}

export interface DateCellProps extends FormatDateTimeOptions {
  /** An ISO timestamp such as `createdAt`. */
  value: string | null | undefined;
}

/** A timestamp in a table cell as `dd.mm.yyyy, hh:mm` (ru-RU by default), in a `<time>` element. */
export function DateCell({ value, ...options }: DateCellProps) {
  const text = formatDateTime(value, options);
  if (!value || text === (options.fallback ?? '—')) return <>{text}</>;
  return <time dateTime={value}>{text}</time>;
}
