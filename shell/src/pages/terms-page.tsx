import { paths } from '@stackfolio/contract';
import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import { Page, PageTitle, useDocumentMeta } from '@stackfolio/shared-ui';

const Article = styled(Page).attrs({ as: 'article' })`
  max-width: 760px;
  h2 {
    font-size: 1.25rem;
    margin-top: ${({ theme }) => theme.space(6)};
  }
`;

/**
 * /terms: linked from registration; the spec does not give its content, so this is a short,
 * plain statement of the obvious rules rather than an empty page.
 */
export function TermsPage() {
  useDocumentMeta('Terms of Service');
  return (
    <Article>
      <PageTitle>Terms of Service</PageTitle>
      <p>By creating an account on Stackfolio you agree to these terms.</p>
      <h2>Your content</h2>
      <p>
        You keep the rights to what you upload. You may only upload work you are allowed to share,
        and you let Stackfolio display it on your public profile and project pages.
      </p>
      <h2>Acceptable use</h2>
      <p>
        No malware, no unlawful or abusive content, and no attempts to break or overload the
        service.
      </p>
      <h2>Your account</h2>
      <p>
        Keep your password safe. You can delete your account at any time in your settings. How we
        handle your data is described in our <Link to={paths.privacyPolicy()}>Privacy Policy</Link>.
      </p>
    </Article>
  );
}
