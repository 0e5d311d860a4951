import { paths } from '@stackfolio/contract';
import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import {
  Card,
  CardTitle,
  DescriptionList,
  fullName,
  Page,
  PageTitle,
  Spinner,
  useDocumentMeta,
  useSignInRequired,
} from '@stackfolio/shared-ui';
import { BlockedCard } from '../features/account/components/blocked-card';
import { ChangeEmailCard } from '../features/account/components/change-email-card';
import { ContactPolicyCard } from '../features/account/components/contact-policy-card';
import { DataExportCard } from '../features/account/components/data-export-card';
import { DevicesCard } from '../features/account/components/devices-card';
import { EmailPreferencesCard } from '../features/notifications/components/email-preferences-card';
import { ChangePasswordForm } from '../features/settings/components/change-password-form';
import { DeleteAccountDialog } from '../features/settings/components/delete-account-dialog';
import { SavedSearchesCard } from '../features/settings/components/saved-searches-card';
import { TwoFactorCard } from '../features/two-factor';

const Column = styled(Page)`
  max-width: 720px;
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

const DangerCard = styled(Card)`
  border-color: ${({ theme }) => theme.colors.danger};
  h2 {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/**
 * /settings (docs/product.md §2): account details, change password, change email, two-factor
 * authentication, devices, who may send contact requests, e-mail notifications, saved searches
 * and their alerts, blocked people, Download my data and the Danger Zone. Signed-in only: a
 * signed-out visitor gets the 'Unauthorized' toast and goes to sign in (/api/login → /login)
 * after 500 ms, the rule every signed-in screen follows.
 */
export function SettingsPage() {
  useDocumentMeta('Account Settings');
  const { user } = useSignInRequired();
  if (!user) {
    return (
      <Page role="status" aria-label="Redirecting to sign in">
        <Spinner />
      </Page>
    );
  }
  return (
    <Column>
      <div>
        <PageTitle>Account Settings</PageTitle>
        <Link to={paths.home()}>← Return to Dashboard</Link>
      </div>
      <Card aria-labelledby="account-title">
        <CardTitle id="account-title">Account Information</CardTitle>
        <DescriptionList>
          <dt>Name</dt>
          <dd>{fullName(user, 'Not set')}</dd>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </DescriptionList>
      </Card>
      <ChangePasswordForm />
      <ChangeEmailCard />
      <TwoFactorCard />
      <DevicesCard />
      <ContactPolicyCard current={user.contactPolicy} />
      <EmailPreferencesCard />
      <SavedSearchesCard />
      <BlockedCard />
      <DataExportCard />
      <DangerCard aria-labelledby="danger-title">
        <CardTitle id="danger-title">Danger Zone</CardTitle>
        <p>Once you delete your account, there is no going back. Please be certain.</p>
        <DeleteAccountDialog />
      </DangerCard>
    </Column>
  );
}
