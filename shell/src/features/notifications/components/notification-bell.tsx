import styled from 'styled-components';
import { bellBadge, bellLabel, paths } from '@stackfolio/contract';
import { Link } from '@stackfolio/shared-ui/router';
import { useUnreadCount } from '../api/use-unread-count';

const BellLink = styled(Link)`
  position: relative;
  width: 44px;
  height: 44px;
  display: grid;
  place-items: center;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
`;

const Badge = styled.span`
  position: absolute;
  top: 4px;
  right: 2px;
  min-width: 20px;
  padding: 0 5px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;

/** The bell's picture and its number; the link's name says both for assistive technology. */
export function BellView({ unread }: { unread: number }) {
  return (
    <BellLink to={paths.notifications()} aria-label={bellLabel(unread)}>
      <svg
        viewBox="0 0 24 24"
        width="22"
        height="22"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {unread > 0 && <Badge aria-hidden="true">{bellBadge(unread)}</Badge>}
    </BellLink>
  );
}

/** docs/product.md §2 top bar, signed in: the bell with the unread count, to /notifications. */
export function NotificationBell() {
  return <BellView unread={useUnreadCount()} />;
}
