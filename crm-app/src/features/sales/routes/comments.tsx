import { superstructResolver } from '@hookform/resolvers/superstruct';
import type { OrderDetails } from '@doorline/api-client';
import {
  Button,
  formatDateTime,
  Heading,
  InlineAlert,
  MentionTextArea,
  mentionedIn,
  type MentionOption,
} from '@doorline/design-system';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useBoundField } from '@/components/form/form-text-field';
import { useFormSubmission } from '@/components/form/use-form-submission';
import * as pageStyles from '@/components/layout/page.css';
import { useAddComment } from '../api/add-comment';
import { useMentionable } from '../api/get-mentionable';
import { useOrderComments } from '../api/get-order-comments';
import { commentParts } from '../lib/comment-parts';
import { RecordList } from '../components/record-list';
import { WithRecord } from '../components/record-state';
import { commentSchema, type CommentValues } from '../lib/schemas';
import * as styles from '../record.css';
import { useTranslation } from '@/lib/i18n';

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
  // The people chosen with `@` (issue 40); those whose `@Name` the text still holds are sent.
  const [chosen, setChosen] = useState<MentionOption[]>([]);
  const [search, setSearch] = useState<string | null>(null);
  const people = useMentionable(order.id, search);
  const options: MentionOption[] = (people.data ?? []).map((person) => ({
    id: String(person.id),
    label: person.name,
    description: t(
      person.type === 'organization' ? 'orderRecord.mentionOrganization' : 'orderRecord.mentionDealer',
    ),
  }));
  const { onSubmit, rootError, isSubmitting } = useFormSubmission(form, {
    submit: ({ body }) =>
      addComment.mutateAsync({
        orderId: order.id,
        body: body.trim(),
        mentions: mentionedIn(body, chosen).map((person) => Number(person.id)),
      }),
    success: t('orderRecord.commentAdded'),
    onSuccess: () => {
      form.reset({ body: '' });
      setChosen([]);
    },
  });
  const body = useBoundField(form.control, 'body');

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
            <p className={styles.commentText}>
              {commentParts(comment).map((part, index) =>
                part.mention ? (
                  <strong key={index} className={styles.mention}>
                    {part.text}
                  </strong>
                ) : (
                  part.text
                ),
              )}
            </p>
          </>
        )}
      </RecordList>
      <form className={`${styles.form} ${styles.narrow}`} noValidate onSubmit={onSubmit}>
        <MentionTextArea
          {...body}
          label={t('orderRecord.newComment')}
          description={t('orderRecord.mentionHint')}
          rows={3}
          maxLength={5000}
          isRequired
          options={options}
          onMentionSearch={setSearch}
          onMention={(person) => setChosen((before) => [...before, person])}
          isLoading={people.isFetching}
          listLabel={t('orderRecord.mentionPeople')}
          emptyText={t('orderRecord.mentionNobody')}
          loadingText={t('orderRecord.mentionLoading')}
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
