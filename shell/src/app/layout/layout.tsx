import { Outlet } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import { Footer } from './footer';
import { TopBar } from './top-bar';
import { VerifyEmailBanner } from './verify-email-banner';

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
  /* The footer starts below the fold, so a remote page arriving late does not push it around (CLS). */
  min-height: calc(100vh - ${({ theme }) => theme.layout.topBarHeight});
`;

/** One top bar (and the confirmation banner), one footer; pages (shell or remote) render in between. */
export function Layout() {
  return (
    <Shell>
      <a className="sr-only" href="#main">
        Skip to content
      </a>
      <TopBar />
      <VerifyEmailBanner />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
    </Shell>
  );
}
