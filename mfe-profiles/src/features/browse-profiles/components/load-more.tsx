import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, Spinner } from '@stackfolio/shared-ui';
import { TEXT } from '../../../constants';

const Row = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)} 0;
`;

/**
 * Loads the next page when it scrolls into view (IntersectionObserver) and also offers a button,
 * so keyboard users and browsers without the observer reach every profile.
 */
export function LoadMore({
  onLoadMore,
  loading,
  failed,
}: {
  onLoadMore: () => void;
  loading: boolean;
  failed: boolean;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined' || loading || failed) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [loading, failed]);

  return (
    <Row ref={sentinel}>
      {loading ? (
        <span role="status">
          <Spinner /> <span className="sr-only">Loading more profiles</span>
        </span>
      ) : (
        <>
          {failed && <p role="alert">{TEXT.loadProfilesFailed}</p>}
          <Button $variant="secondary" onClick={onLoadMore}>
            {failed ? TEXT.tryAgain : TEXT.loadMore}
          </Button>
        </>
      )}
    </Row>
  );
}
