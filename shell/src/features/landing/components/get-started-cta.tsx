import { paths } from '@stackfolio/contract';
import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import { ButtonLink } from '@stackfolio/shared-ui';

const Section = styled.section`
  text-align: center;
  margin: ${({ theme }) => theme.space(6)} 0;
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  h2 {
    font-size: 1.75rem;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** 'Ready to Get Started' (docs/product.md §2): Create Free Account and Sign In. */
export function GetStartedCta() {
  return (
    <Section aria-labelledby="cta-title">
      <h2 id="cta-title">Ready to Get Started?</h2>
      <p>Create your portfolio in minutes. It&apos;s free.</p>
      <Buttons>
        <ButtonLink as={Link} to={paths.register()}>
          Create Free Account
        </ButtonLink>
        <ButtonLink as={Link} to={paths.login()} $variant="secondary">
          Sign In
        </ButtonLink>
      </Buttons>
    </Section>
  );
}
