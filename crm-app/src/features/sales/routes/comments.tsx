import type { OrderDetails } from '@doorline/api-client';
import { MentionTextArea, mentionedIn, type MentionOption } from '@doorline/design-system';
import { useState } from 'react';
import { Comments } from '@/components/comments-files/comments';
import { useAddComment } from '../api/add-comment';
import { useMentionable } from '../api/get-mentionable';
import { useOrderComments } from '../api/get-order-comments';
import { WithRecord } from '../components/record-state';
import { useTranslation } from '@/lib/i18n';

/** The record's Comments tab: who wrote what and when, oldest first, and a form for a new one. */
export function CommentsPage() {
  return <WithRecord>{(order) => <RecordComments order={order} />}</WithRecord>;
}

/** The record's comments, the shared `Comments`, whose field mentions the people who may see it (issue 40). */
function RecordComments({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('sales');
  const comments = useOrderComments(order.id);
  const addComment = useAddComment();
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

  return (
    <Comments
      comments={comments}
      add={(body) =>
        addComment.mutateAsync({
          orderId: order.id,
          body,
          mentions: mentionedIn(body, chosen).map((person) => Number(person.id)),
        })
      }
      onAdded={() => setChosen([])}
      field={(body) => (
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
      )}
    />
  );
}

export { CommentsPage as Component };
