import { useMutation } from '@tanstack/react-query';
import styled from 'styled-components';
import { ACCOUNT_MESSAGES } from '@stackfolio/contract';
import { apiErrorMessage, Button, toast, useAuth } from '@stackfolio/shared-ui';
import { resendVerification } from '../../features/account/api/account-requests';

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warningSoftText};
  p {
    margin: 0;
  }
`;

/**
 * Above every page while the signed-in account's address is unconfirmed (the server refuses
 * uploads and comments until then), with "Resend confirmation".
 */
export function VerifyEmailBanner() {
  const { user } = useAuth();
  const resend = useMutation({
    mutationFn: resendVerification,
    onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
    onError: (error) =>
      toast({
        title: 'Could not send the mail',
        description: apiErrorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
  if (!user || user.emailVerified) return null;
  return (
    <Bar aria-label="E-mail confirmation">
      <p>
        {ACCOUNT_MESSAGES.confirmEmailFirst} We sent a link to <strong>{user.email}</strong>: open
        it to upload projects and comment.
      </p>
      <Button $variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate()}>
        {ACCOUNT_MESSAGES.resendConfirmation}
      </Button>
    </Bar>
  );
}
