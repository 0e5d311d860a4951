import styled from 'styled-components';
import { Page, PageTitle, useDocumentMeta } from '@stackfolio/shared-ui';
import { useRuntimeConfig } from '../app/runtime-config';
import { DEFAULT_CONTACT_EMAIL, PRIVACY_LAST_UPDATED } from '../constants';

const Article = styled(Page).attrs({ as: 'article' })`
  max-width: 760px;
  h2 {
    font-size: 1.25rem;
    margin-top: ${({ theme }) => theme.space(8)};
  }
  li {
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

const Updated = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * /privacy-policy (docs/product.md §2): static text. The contact address comes from the runtime config's
 * `contactEmail` (the operator's setting), with a default while it loads or when unset.
 */
export function PrivacyPolicyPage() {
  useDocumentMeta('Privacy Policy');
  const contactEmail = useRuntimeConfig()?.contactEmail || DEFAULT_CONTACT_EMAIL;
  return (
    <Article>
      <PageTitle>Privacy Policy</PageTitle>
      <Updated>Last updated: {PRIVACY_LAST_UPDATED}</Updated>
      <p>
        Stackfolio is a portfolio platform for IT, software and data professionals. This policy
        explains what we collect, why, and the choices you have.
      </p>

      <h2>Information we collect</h2>
      <ul>
        <li>Your name and email address, when you create an account.</li>
        <li>
          Optional profile details you choose to add: job title, location, bio, skills, photos and
          social links.
        </li>
        <li>Project data you upload: titles, descriptions, tags, links, files and images.</li>
        <li>
          Usage data: pages and projects viewed, downloads and interactions such as likes and
          comments, and the country a view comes from (looked up from the network address, which is
          not stored).
        </li>
      </ul>

      <h2>How we use your information</h2>
      <p>
        We use your information to run your account and portfolio, show your public profile and
        projects, and give you analytics about how your portfolio is viewed. We measure how the site
        is used through an analytics provider to improve Stackfolio.
      </p>

      <h2>Public visibility</h2>
      <p>
        Your profile and the projects you upload are public so that visitors and recruiters can find
        them. You control what appears: edit or remove profile details and projects at any time.
      </p>

      <h2>Payments</h2>
      <p>
        Stackfolio is free today. If we add paid features, payments will be handled by a payment
        provider and this policy will be updated before they launch.
      </p>

      <h2>Security</h2>
      <p>
        Passwords are stored only as strong one-way hashes, connections are encrypted, and access to
        your private data is limited to you.
      </p>

      <h2>Data retention</h2>
      <p>
        We keep your data while your account exists. When you delete your account, all of your data
        is deleted with it: your profile, projects and files, analytics, comments and likes.
      </p>

      <h2>Your rights</h2>
      <p>
        You may access, correct, export or delete your personal data, and object to its processing.
        Most of this you can do yourself in your profile and settings; for anything else, contact
        us.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about this policy or your data:{' '}
        <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
      </p>
    </Article>
  );
}
