import type { OrderDetails } from '@doorline/api-client';
import { Button, Heading, InlineAlert, Skeleton, TextArea, toast } from '@doorline/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useOrderComments, useRefreshOrders } from '../api/order-record';
import { WithRecord } from '../components/record-state';
import { explainError } from '../lib/errors';
import * as styles from '../record.css';

/** The record's Comments tab: who wrote what and when, oldest first, and a form for a new one. */
export function CommentsPage() {
  return <WithRecord>{(order) => <Comments order={order} />}</WithRecord>;
}

function Comments({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  const comments = useOrderComments(order.id);
  const refresh = useRefreshOrders();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isSaving, setSaving] = useState(false);

  async function add() {
    if (!text.trim()) {
      setError(t('orderRecord.atLeast1'));
      return;
    }
    setSaving(true);
    try {
      await api.orders.addComment(order.id, text.trim());
      setText('');
      setError(undefined);
      toast.success(t('orderRecord.commentAdded'));
      await refresh();
    } catch (failure) {
      const message = explainError(t, failure);
      setError(message);
      toast.error(message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className={styles.stack}>
      <Heading level={2}>{t('orderRecord.comments')}</Heading>
      {comments.isPending ? <Skeleton shape="block" height="6rem" /> : null}
      {comments.isError ? <InlineAlert tone="critical">{t('orderRecord.loadFailed')}</InlineAlert> : null}
      {comments.data?.length === 0 ? <p className={styles.muted}>{t('orderRecord.noComments')}</p> : null}
      {comments.data && comments.data.length > 0 ? (
        <ul className={styles.list} aria-label={t('orderRecord.comments')}>
          {comments.data.map((comment) => (
            <li key={comment.id} className={styles.listItem}>
              <div className={styles.listMeta}>
                <span className={styles.strong}>
                  {comment.author?.name ?? t('orderRecord.unknownAuthor')}
                </span>
                <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
              </div>
              <p className={styles.commentText}>{comment.body}</p>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        className={`${styles.form} ${styles.narrow}`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <TextArea
          label={t('orderRecord.newComment')}
          value={text}
          onChange={(value) => {
            setText(value);
            setError(undefined);
          }}
          rows={3}
          maxLength={5000}
          errorMessage={error}
          isRequired
        />
        <div>
          <Button type="submit" isPending={isSaving} pendingLabel={t('orderRecord.saving')}>
            {t('orderRecord.addComment')}
          </Button>
        </div>
      </form>
    </div>
  );
}

export { CommentsPage as Component };
