import { superstructResolver } from '@hookform/resolvers/superstruct';
import type { OrderDetails } from '@doorline/api-client';
import { Button, formatDateTime, Heading, InlineAlert } from '@doorline/design-system';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextArea } from '@/components/form/form-text-area';
import { useFormSubmission } from '@/components/form/use-form-submission';
import * as pageStyles from '@/components/layout/page.css';
import { useAddComment } from '../api/add-comment';
import { useOrderComments } from '../api/get-order-comments';
import { RecordList } from '../components/record-list';
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
      <RecordList query={comments} label={t('orderRecord.comments')} empty={t('orderRecord.noComments')}>
        {(comment) => (
          <>
            <div className={pageStyles.factsLine}>
              <span className={styles.strong}>{comment.author?.name ?? t('orderRecord.unknownAuthor')}</span>
              <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
            </div>
            <p className={styles.commentText}>{comment.body}</p>
          </>
        )}
      </RecordList>
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
