import { useState } from 'react';
import {
  ErrorState,
  Page,
  PageTitle,
  useDocumentMeta,
  useSignInRequired,
} from '@stackfolio/shared-ui';
import { DEFAULT_RANGE, TEXT, type TimeRange } from '../features/analytics/constants';
import { isAuthorizationError, useAnalytics } from '../features/analytics/api/get-analytics';
import { AnalyticsToolbar } from '../features/analytics/components/analytics-toolbar';
import { AnalyticsSkeleton } from '../features/analytics/components/analytics-skeleton';
import { AnalyticsReport } from '../features/analytics/components/analytics-report';

function AnalyticsContent({ userId }: { userId: number }) {
  const [range, setRange] = useState<TimeRange>(DEFAULT_RANGE);
  const [search, setSearch] = useState('');
  const query = useAnalytics(userId, range);

  // docs/product.md §4: an authorization error shows nothing.
  if (query.isError && isAuthorizationError(query.error)) return null;
  return (
    <>
      <AnalyticsToolbar
        range={range}
        onRangeChange={setRange}
        search={search}
        onSearchChange={setSearch}
      />
      {query.isError && !query.isFetching ? (
        <ErrorState
          title={TEXT.errorTitle}
          description={TEXT.errorDescription}
          retryLabel={TEXT.retry}
          onRetry={() => void query.refetch()}
        />
      ) : query.data && !query.isError ? (
        <AnalyticsReport data={query.data} range={range} search={search} />
      ) : (
        <AnalyticsSkeleton />
      )}
    </>
  );
}

/** /analytics: the signed-in user's portfolio analytics (docs/product.md §2). */
export function AnalyticsPage() {
  useDocumentMeta(TEXT.title);
  const { user } = useSignInRequired();
  return (
    <Page>
      <PageTitle>{TEXT.title}</PageTitle>
      {user ? <AnalyticsContent userId={user.id} /> : <AnalyticsSkeleton />}
    </Page>
  );
}
