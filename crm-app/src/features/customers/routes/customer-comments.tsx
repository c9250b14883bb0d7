import { customerAccess } from '@doorline/api-client';
import { Skeleton } from '@doorline/design-system';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { useMe } from '@/lib/auth';
import { parseId } from '@/lib/ids';
import { canAccess } from '@/lib/permissions';
import { useAddCustomerComment } from '../api/add-customer-comment';
import { useCustomerComments } from '../api/get-customer-comments';

// The comments' list and form, a record's too, load with the tab (with the form pieces, which a
// record's comments load as well), not with the customer's page.
const Comments = lazy(() =>
  import('@/components/comments-files/comments').then((module) => ({ default: module.Comments })),
);

/**
 * `/customers/{id}/comments` (issue 42): the customer's comments, like a record's (the shared
 * `Comments`), in its page's tabs. Whoever may change the customer comments; a customer's comment
 * mentions nobody, so its field is a plain text area.
 */
export function Component() {
  const id = parseId(useParams().id);
  return id === null ? null : <CustomerComments id={id} />;
}

function CustomerComments({ id }: { id: number }) {
  const comments = useCustomerComments(id);
  const addComment = useAddCustomerComment();
  const mayAdd = canAccess(useMe().data, customerAccess.writeCustomers);
  return (
    <Suspense fallback={<Skeleton shape="block" height="12rem" />}>
      <Comments
        comments={comments}
        add={(body) => addComment.mutateAsync({ customerId: id, body })}
        mayAdd={mayAdd}
      />
    </Suspense>
  );
}
