import { superstructResolver } from '@hookform/resolvers/superstruct';
import type { OrderDetails } from '@doorline/api-client';
import { Button, Heading, InlineAlert, Skeleton } from '@doorline/design-system';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextArea } from '@/components/form/form-text-area';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { formatDateTime } from '@/lib/dates';
import { useAddComment } from '../api/add-comment';
import { useOrderComments } from '../api/get-order-comments';
import { WithRecord } from '../components/record-state';
import { commentSchema, type CommentValues } from '../lib/schemas';
import * as styles from '../record.css';

/** The record's Comments tab: who wrote what and when, oldest first, and a form for a new one. */
export function CommentsPage() {
  return <WithRecord>{(order) => <Comments order={order} />}</WithRecord>;
}

function Comments({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('sales');
  const comments = useOrderComments(order.id);
  const addComment = useAddComment();
  const form = useForm<CommentValues>({
    defaultValues: { body: '' },
    resolver: superstructResolver(commentSchema(t)) as Resolver<CommentValues>,
  });
  const { onSubmit, rootError, isSubmitting } = useFormSubmission(form, {
    submit: ({ body }) => addComment.mutateAsync({ orderId: order.id, body: body.trim() }),
    success: t('orderRecord.commentAdded'),
    onSuccess: () => form.reset({ body: '' }),
  });

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
      <form className={`${styles.form} ${styles.narrow}`} noValidate onSubmit={onSubmit}>
        <FormTextArea
          control={form.control}
          name="body"
          label={t('orderRecord.newComment')}
          rows={3}
          maxLength={5000}
          isRequired
        />
        {rootError ? <InlineAlert tone="critical">{rootError}</InlineAlert> : null}
        <div>
          <Button type="submit" isPending={isSubmitting} pendingLabel={t('orderRecord.saving')}>
            {t('orderRecord.addComment')}
          </Button>
        </div>
      </form>
    </div>
  );
}

export { CommentsPage as Component };
