import { paths } from '@stackfolio/contract';
import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import { ButtonLink, media } from '@stackfolio/shared-ui';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  align-items: center;
  padding: ${({ theme }) => theme.space(10)} 0;
  ${media.lg} {
    grid-template-columns: 3fr 2fr;
  }
  h1 {
    font-size: clamp(2rem, 1.4rem + 3vw, 3.25rem);
  }
`;

const Lead = styled.p`
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 60ch;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

const WhyJoin = styled.section`
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.heroStart},
    ${({ theme }) => theme.colors.heroEnd}
  );
  color: ${({ theme }) => theme.colors.heroText};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};
  h2 {
    font-size: 1.5rem;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

/** The landing hero (docs/product.md §2): the promise, Get Started Free (/api/login), Join Free and Sign In. */
export function Hero() {
  return (
    <Section aria-labelledby="hero-title">
      <div>
        <h1 id="hero-title">Showcase your work. Get discovered.</h1>
        <Lead>
          Stackfolio is the free portfolio platform for IT, software and data professionals: upload
          and share your projects, connect with fellow professionals and get noticed by recruiters.
        </Lead>
        <Buttons>
          {/* docs/product.md §2: Get Started Free is a browser navigation to /api/login, which starts sign-in. */}
          <ButtonLink href="/api/login">Get Started Free</ButtonLink>
          <ButtonLink as={Link} to={paths.register()} $variant="secondary">
            Join Free
          </ButtonLink>
          <ButtonLink as={Link} to={paths.login()} $variant="ghost">
            Sign In
          </ButtonLink>
        </Buttons>
      </div>
      <WhyJoin aria-labelledby="why-join-title">
        <h2 id="why-join-title">Why Join Stackfolio?</h2>
        <ul>
          <li>Upload and share your projects</li>
          <li>Connect with fellow professionals</li>
          <li>Get discovered by recruiters</li>
          <li>Build your professional brand</li>
        </ul>
      </WhyJoin>
    </Section>
  );
}
