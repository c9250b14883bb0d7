import { Button, InlineAlert, Skeleton } from '@doorline/design-system';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * Renders its children with a query's data, two card-sized skeletons while it loads, or the
 * failure with Retry.
 */
export function QueryState<T>({
  query,
  className,
  failedText,
  retryLabel,
  children,
}: {
  query: UseQueryResult<T>;
  /** The page's layout, so that the skeletons and the error stand where the content will. */
  className: string;
  failedText: string;
  retryLabel: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className={className} aria-busy="true">
        <Skeleton shape="block" height="10rem" />
        <Skeleton shape="block" height="10rem" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={className}>
        <InlineAlert tone="critical">{failedText}</InlineAlert>
        <div>
          <Button variant="secondary" onPress={() => void query.refetch()}>
            {retryLabel}
          </Button>
        </div>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
