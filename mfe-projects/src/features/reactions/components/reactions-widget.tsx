import { useState } from 'react';
import styled from 'styled-components';
import {
  ErrorState,
  Skeleton,
  StatValue as Value,
  statCardStyles,
  useAuth,
} from '@stackfolio/shared-ui';
import { Dialog } from '@stackfolio/shared-ui/dialog';
import { MESSAGES } from '../../../constants';
import { mergeReactions, useReactions } from '../api/get-reactions';
import { useMarkReactionsViewed } from '../api/mark-reactions-viewed';
import { ReactionList } from './reaction-list';

// The dashboard's stat-card look; the button stretches over the whole card.
const Box = styled.section`
  ${statCardStyles}
  position: relative;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Open = styled.button`
  justify-self: start;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * Dashboard widget 'reactions-dialog' (no props): the New Reactions stat card (totalNew, polled
 * every 30 s) that opens 'Recent Reactions'. Opening with new reactions marks them viewed and
 * refetches. The dialog ignores outside clicks and Escape (docs/product.md §2); its close button works.
 */
export function ReactionsWidget() {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const reactions = useReactions(user?.id);
  const markViewed = useMarkReactionsViewed(user?.id ?? 0);
  if (!user) return null;

  const openDialog = () => {
    setOpen(true);
    if ((reactions.data?.totalNew ?? 0) > 0) markViewed.mutate();
  };
  return (
    <Box aria-labelledby="new-reactions-title">
      <h2 id="new-reactions-title">New Reactions</h2>
      {reactions.isPending ? (
        <Skeleton $height="2.25rem" $width="60%" role="status" aria-label="Loading reactions" />
      ) : (
        <Value>{reactions.data ? reactions.data.totalNew : '—'}</Value>
      )}
      <Open type="button" onClick={openDialog} aria-haspopup="dialog">
        View recent reactions
      </Open>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={MESSAGES.reactionsTitle}
        dismissOnlyWithButton
      >
        {reactions.isPending && (
          <Skeleton $height="120px" role="status" aria-label="Loading reactions" />
        )}
        {reactions.isError && (
          <ErrorState
            title="Failed to load reactions"
            retryLabel="Try Again"
            onRetry={() => void reactions.refetch()}
          />
        )}
        {reactions.data && <ReactionList reactions={mergeReactions(reactions.data)} />}
      </Dialog>
    </Box>
  );
}
