import { paths } from '@stackfolio/contract';
import { lazy, useEffect, useState } from 'react';
import { Link, useLocation } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import { ButtonLink, media, useAuth } from '@stackfolio/shared-ui';
import { SuspenseArea } from '../../page-start/hydration-area';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { NavLinks } from './nav-links';
import { SearchBox } from './search-box';
import { ThemeToggle } from './theme-toggle';

// The account menu (Radix, ~20 KB gzip) loads for signed-in visitors only; until it
// arrives, a placeholder of the avatar button's size keeps the bar from shifting.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
const MenuPlaceholder = styled.span`
  display: inline-block;
  width: 44px;
  height: 44px;
`;
const userMenuPlaceholder = <MenuPlaceholder />;

/** Below this width the navigation moves into the menu panel (desktop-first, see Bar). */
const BELOW_LG = '@media (max-width: 1023.98px)';
const BELOW_MD = '@media (max-width: 767.98px)';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  min-height: ${({ theme }) => theme.layout.topBarHeight};
  padding: 0 ${({ theme }) => theme.space(4)};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Brand = styled(Link)`
  font-weight: 800;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`;

const DesktopNav = styled.nav`
  flex: 1;
  ${BELOW_LG} {
    display: none;
  }
`;

const Spacer = styled.div`
  flex: 1;
  ${media.lg} {
    display: none;
  }
`;

const DesktopSearch = styled(SearchBox)`
  ${BELOW_LG} {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const GuestButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  ${BELOW_MD} {
    display: none;
  }
`;

const MenuToggle = styled.button`
  width: 44px;
  height: 44px;
  display: grid;
  place-items: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &:disabled {
    cursor: default;
  }
  ${media.lg} {
    display: none;
  }
`;

const Panel = styled.nav`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${media.lg} {
    display: none;
  }
`;

const PanelButtons = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
  ${media.md} {
    display: none;
  }
`;

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

/**
 * The small-screen menu's button. A press on a server-rendered page before the app has hydrated
 * it is held by the page and replayed (`server-render-send.ts`).
 */
function MenuButton({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <MenuToggle
      type="button"
      aria-label="Menu"
      aria-expanded={open}
      aria-controls={open ? 'mobile-menu' : undefined}
      onClick={onToggle}
    >
      <MenuIcon open={open} />
    </MenuToggle>
  );
}

function GuestLinks() {
  return (
    <>
      <ButtonLink as={Link} to={paths.login()} $variant="ghost">
        Sign In
      </ButtonLink>
      <ButtonLink as={Link} to={paths.register()}>
        Join Free
      </ButtonLink>
    </>
  );
}

/**
 * docs/product.md §2 top bar: brand, navigation, search (signed-in, large screens), Sign In / Join Free or
 * the notification bell and the avatar menu. Below the large breakpoint the navigation lives in a toggleable panel.
 */
export function TopBar() {
  const { user } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  // A followed link closes the panel.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <Bar onKeyDown={(event) => event.key === 'Escape' && setMenuOpen(false)}>
      <Inner>
        <Brand to={paths.home()}>Stackfolio</Brand>
        <DesktopNav aria-label="Main">
          <NavLinks />
        </DesktopNav>
        <Spacer />
        {user && <DesktopSearch />}
        <Actions>
          {user ? (
            <>
              <NotificationBell />
              <SuspenseArea fallback={userMenuPlaceholder}>
                <UserMenu user={user} />
              </SuspenseArea>
            </>
          ) : (
            <>
              <ThemeToggle />
              <GuestButtons>
                <GuestLinks />
              </GuestButtons>
            </>
          )}
          <MenuButton open={menuOpen} onToggle={() => setMenuOpen((open) => !open)} />
        </Actions>
      </Inner>
      {menuOpen && (
        <Panel id="mobile-menu" aria-label="Main (menu)">
          <NavLinks vertical />
          {!user && (
            <PanelButtons>
              <GuestLinks />
            </PanelButtons>
          )}
        </Panel>
      )}
    </Bar>
  );
}
