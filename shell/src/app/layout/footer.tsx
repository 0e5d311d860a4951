import { paths } from '@stackfolio/contract';
import type { ReactNode } from 'react';
import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import { useAuth } from '@stackfolio/shared-ui';
import { COPYRIGHT_YEAR } from '../../constants';
import { SocialIcons } from './social-icons';

const Foot = styled.footer`
  background: ${({ theme }) => theme.colors.footerBackground};
  color: ${({ theme }) => theme.colors.footerText};
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(4)}`};
  a {
    color: ${({ theme }) => theme.colors.footerLink};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Columns = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  h2 {
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.footerHeading};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Inert = styled.span`
  color: ${({ theme }) => theme.colors.footerMuted};
  cursor: progress;
`;

const Bottom = styled.p`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: ${({ theme }) => theme.space(8)} auto 0;
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid ${({ theme }) => theme.colors.footerBorder};
  font-size: 0.875rem;
  text-align: center;
`;

/** A footer column: a navigation landmark named by its heading, its links as list items. */
function FooterNav({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>{children}</ul>
    </nav>
  );
}

/**
 * docs/product.md §2 footer: tagline, social icons, Platform / Resources / Company columns and the
 * copyright line. Upload Projects goes to /upload signed in, /register signed out, and is inert
 * while the auth state loads. Help Center, Community, Blog, About and Contact went nowhere, so
 * they are gone: every footer link leads to a real page.
 */
export function Footer() {
  const { isAuthenticated, isLoading } = useAuth();
  return (
    <Foot>
      <Columns>
        <div>
          <h2>Stackfolio</h2>
          <p>
            The premier platform for IT professionals to showcase their work, connect and get
            discovered.
          </p>
          <SocialIcons />
        </div>
        <FooterNav id="footer-platform" title="Platform">
          <li>
            <Link to={paths.browseProjects()}>Browse Projects</Link>
          </li>
          <li>
            {isLoading ? (
              <Inert aria-disabled="true">Upload Projects</Inert>
            ) : (
              <Link to={isAuthenticated ? paths.upload() : paths.register()}>Upload Projects</Link>
            )}
          </li>
          <li>
            <a href={`${paths.home()}#features`}>Features</a>
          </li>
        </FooterNav>
        <FooterNav id="footer-resources" title="Resources">
          <li>
            <Link to={paths.browseProfiles()}>Browse Profiles</Link>
          </li>
        </FooterNav>
        <FooterNav id="footer-company" title="Company">
          <li>
            <Link to={paths.privacyPolicy()}>Privacy Policy</Link>
          </li>
        </FooterNav>
      </Columns>
      <Bottom>© {COPYRIGHT_YEAR} Stackfolio. All rights reserved.</Bottom>
    </Foot>
  );
}
