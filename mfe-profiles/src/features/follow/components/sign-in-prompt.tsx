import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import { TEXT } from '../../../constants';

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
 * The 'Sign in required' prompt a signed-out visitor gets on pressing Follow: the same words and
 * look as the projects remote's like and comment prompt (docs/product.md §5).
 */
export function SignInPrompt() {
  return (
    <Box role="alert">
      <p>
        <strong>{TEXT.signInRequired}</strong> {TEXT.signInToFollow}
      </p>
      <Link to="/login">Sign in</Link>
    </Box>
  );
}
