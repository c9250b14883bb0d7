import { listPageSizes } from '@doorline/api-client';
import { Button, InlineAlert, Inline, Pager, type PagerProps } from '@doorline/design-system';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';

/** The pager under every list (spec §2 "Shared table"): Show 5…100, Previous, pages, Next. */
export function ListPager(
  paging: Pick<PagerProps, 'page' | 'limit' | 'count' | 'rowsOnPage' | 'onPageChange' | 'onLimitChange'>,
) {
  const { t } = useTranslation('lists');
  return (
    <Pager
      {...paging}
      limitOptions={listPageSizes}
      strings={{
        show: t('list.show'),
        previous: t('list.previous'),
        next: t('list.next'),
        page: (n) => t('list.page', { page: n }),
        pagination: t('list.pagination'),
      }}
    />
  );
}

/** The list could not be loaded: say so and offer to try again. */
export function ListError({ onRetry, children }: { onRetry: () => void; children?: ReactNode }) {
  const { t } = useTranslation('lists');
  return (
    <Inline gap="md">
      <InlineAlert tone="critical" announce>
        {children ?? t('list.loadFailed')}
      </InlineAlert>
      <Button variant="secondary" size="sm" onPress={onRetry}>
        {t('list.retry')}
      </Button>
    </Inline>
  );
}
