import type { ReactNode } from 'react';
import { paths } from '@stackfolio/contract';
import { NavLink } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import { useAuth } from '@stackfolio/shared-ui';
import { useUnreadCount } from '../../features/messages/api/messages';

const List = styled.ul<{ $vertical: boolean }>`
  display: flex;
  flex-direction: ${({ $vertical }) => ($vertical ? 'column' : 'row')};
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
    font-weight: 500;
    white-space: nowrap;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
  a.active {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Unread = styled.span`
  display: inline-block;
  min-width: 1.25rem;
  margin-left: ${({ theme }) => theme.space(1)};
  padding: 0 ${({ theme }) => theme.space(1)};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 0.75rem;
  font-weight: 700;
  text-align: center;
`;

/** "Messages" and, when some are unread, their number (read as "3 unread"). */
function MessagesLabel({ unread }: { unread: number }) {
  return (
    <>
      Messages
      {unread > 0 && (
        <Unread>
          {unread}
          <span className="sr-only"> unread</span>
        </Unread>
      )}
    </>
  );
}

/**
 * docs/product.md §2 navigation: Discover (signed-in only), Browse Profiles, Upload, Analytics, Resume
 * Builder, Messages with the unread count (signed-in only), Admin (admins only); the current page's link is highlighted and marked aria-current.
 */
export function NavLinks({ vertical = false }: { vertical?: boolean }) {
  const { isAuthenticated, isAdmin } = useAuth();
  const unread = useUnreadCount(isAuthenticated).data ?? 0;
  const links: Array<{ to: string; label: ReactNode; end?: boolean }> = [
    ...(isAuthenticated ? [{ to: paths.home(), label: 'Discover', end: true }] : []),
    { to: paths.browseProfiles(), label: 'Browse Profiles' },
    { to: paths.upload(), label: 'Upload' },
    { to: paths.analytics(), label: 'Analytics' },
    { to: paths.resume(), label: 'Resume Builder' },
    ...(isAuthenticated
      ? [{ to: paths.messages(), label: <MessagesLabel unread={unread} /> }]
      : []),
    ...(isAdmin ? [{ to: paths.admin(), label: 'Admin' }] : []),
  ];
  return (
    <List $vertical={vertical}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.end}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </List>
  );
}
