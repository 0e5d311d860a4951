import { Link, NavLink, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { apiRequest, Button, ButtonLink, media, useAuth } from '@stackfolio/shared-ui';

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
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

const Brand = styled(Link)`
  font-weight: 800;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`;

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  flex: 1;
  a {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
    font-weight: 500;
  }
  a.active {
    color: ${({ theme }) => theme.colors.primary};
    background: #eef2ff;
  }
  ${media.lg} { flex-wrap: nowrap; }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/** SPEC §2 top bar: brand, navigation with the current link highlighted, sign-in actions. */
export function TopBar() {
  const { user, isAuthenticated, isAdmin, signOut } = useAuth();
  const navigate = useNavigate();

  const logOut = async () => {
    try {
      await apiRequest('POST', '/api/auth/logout');
    } catch (error) {
      console.error('Logout failed', error);
    }
    signOut();
    navigate('/');
  };

  return (
    <Bar>
      <Inner>
        <Brand to="/">Stackfolio</Brand>
        <Nav aria-label="Main">
          {isAuthenticated && (
            <NavLink to="/" end>
              Discover
            </NavLink>
          )}
          <NavLink to="/profiles">Browse Profiles</NavLink>
          <NavLink to="/upload">Upload</NavLink>
          <NavLink to="/analytics">Analytics</NavLink>
          <NavLink to="/resume">Resume Builder</NavLink>
          {isAdmin && <NavLink to="/admin">Admin</NavLink>}
        </Nav>
        <Actions>
          {user ? (
            <>
              <span>{[user.firstName, user.lastName].filter(Boolean).join(' ')}</span>
              <Button $variant="secondary" onClick={logOut}>
                Log out
              </Button>
            </>
          ) : (
            <>
              <ButtonLink as={Link} to="/login" $variant="ghost">
                Sign In
              </ButtonLink>
              <ButtonLink as={Link} to="/register">
                Join Free
              </ButtonLink>
            </>
          )}
        </Actions>
      </Inner>
    </Bar>
  );
}
