import { superstructResolver } from '@hookform/resolvers/superstruct';
import type { Comment } from '@doorline/api-client';
import { Button, formatDateTime, Heading, InlineAlert, TextArea } from '@doorline/design-system';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useBoundField } from '@/components/form/form-text-field';
import { useFormSubmission } from '@/components/form/use-form-submission';
import * as pageStyles from '@/components/layout/page.css';
import { useTranslation } from '@/lib/i18n';
import { commentParts } from './comment-parts';
import { commentSchema, type CommentValues } from './comment-schema';
import * as styles from './comments-files.css';
import { EntryList } from './entry-list';

/** The new comment's field as the form binds it (`useBoundField`), for a field other than the text area. */
export type CommentField = ReturnType<typeof useBoundField<CommentValues>>;

export interface CommentsProps {
  /** The comments, oldest first (the subject's query: a record's, a customer's). */
  comments: UseQueryResult<readonly Comment[]>;
  /** Adds a comment of the text typed, trimmed; its mutation asks for the comments again. */
  add: (body: string) => Promise<unknown>;
  /** Whether the caller may comment: the form shows only then. */
  mayAdd?: boolean;
  /** After a comment was added and the form emptied. */
  onAdded?: () => void;
  /** The new comment's field: a text area unless given (a record's, with its mentions, issue 40). */
  field?: (bound: CommentField) => ReactNode;
}

/**
 * The comments of a record or a customer (issue 42), one component for both: who wrote what and
 * when, oldest first, each person a comment mentions set off in its text, and a form for a new one.
 */
export function Comments({ comments, add, mayAdd = true, onAdded, field }: CommentsProps) {
  const { t } = useTranslation('sales');
  const form = useForm<CommentValues>({
    defaultValues: { body: '' },
    resolver: superstructResolver(commentSchema(t)) as Resolver<CommentValues>,
  });
  const { onSubmit, rootError, isSubmitting } = useFormSubmission(form, {
    submit: ({ body }) => add(body.trim()),
    success: t('orderRecord.commentAdded'),
    onSuccess: () => {
      form.reset({ body: '' });
      onAdded?.();
    },
  });
  const body = useBoundField(form.control, 'body');

  return (
    <div className={pageStyles.stack}>
      <Heading level={2}>{t('orderRecord.comments')}</Heading>
      <EntryList query={comments} label={t('orderRecord.comments')} empty={t('orderRecord.noComments')}>
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
      </EntryList>
      {mayAdd ? (
        <form className={`${pageStyles.form} ${pageStyles.narrow}`} noValidate onSubmit={onSubmit}>
          {field ? (
            field(body)
          ) : (
            <TextArea {...body} label={t('orderRecord.newComment')} rows={3} maxLength={5000} isRequired />
          )}
          {rootError ? <InlineAlert tone="critical">{rootError}</InlineAlert> : null}
          <div>
            <Button type="submit" isPending={isSubmitting} pendingLabel={t('orderRecord.saving')}>
              {t('orderRecord.addComment')}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
