import { paths } from '@stackfolio/contract';
import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/**
 * The 'Sign in required' prompt a signed-out visitor gets on pressing Like, Comment or Follow
 * (docs/product.md §5): one look and one title everywhere, the reason given by the caller.
 */
export function SignInPrompt({ reason }: { reason: string }) {
  return (
    <Box role="alert">
      <p>
        <strong>Sign in required</strong> {reason}
      </p>
      <Link to={paths.login()}>Sign in</Link>
    </Box>
  );
}
