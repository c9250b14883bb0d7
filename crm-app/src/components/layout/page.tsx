import { PageHeader } from '@doorline/design-system';
import { useEffect, type ReactNode } from 'react';
import * as styles from './page.css';
import { setPageTitle } from '@/lib/document-title';

/** A page of the app: its header (the `<h1>`, also the document title) and its content. */
export function Page({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  useEffect(() => {
    setPageTitle(`${title} · Doorline CRM`);
  }, [title]);
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <PageHeader title={title} titleId="page-title" description={description} actions={actions} />
      {children}
    </section>
  );
}
