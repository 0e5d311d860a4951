import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import { MESSAGES } from '../../../constants';

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

/** The 'Sign in required' prompt shown when a signed-out visitor likes or comments (docs/product.md §5). */
export function SignInPrompt({ reason }: { reason: string }) {
  return (
    <Box role="alert">
      <p>
        <strong>{MESSAGES.signInRequired}</strong> {reason}
      </p>
      <Link to="/login">Sign in</Link>
    </Box>
  );
}
