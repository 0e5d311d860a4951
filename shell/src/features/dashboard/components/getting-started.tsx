import { paths } from '@stackfolio/contract';
import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import { Card, CardTitle } from '@stackfolio/shared-ui';

const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  li {
    counter-increment: step;
    display: grid;
    grid-template-columns: 32px 1fr;
    gap: ${({ theme }) => theme.space(3)};
  }
  li::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
`;

const STEPS = [
  {
    title: 'Complete your profile',
    text: 'Add a photo, a bio, your skills and links.',
    to: paths.editProfile(),
  },
  {
    title: 'Upload your first project',
    text: 'Share code, documents or a live link.',
    to: paths.upload(),
  },
  {
    title: 'Connect with others',
    text: 'Browse profiles and discover fellow professionals.',
    to: paths.browseProfiles(),
  },
];

/** Getting Started: the three steps of docs/product.md §2. */
export function GettingStarted() {
  return (
    <Card aria-labelledby="getting-started-title">
      <CardTitle id="getting-started-title">Getting Started</CardTitle>
      <Steps>
        {STEPS.map((step) => (
          <li key={step.title}>
            <div>
              <Link to={step.to}>{step.title}</Link>
              <p>{step.text}</p>
            </div>
          </li>
        ))}
      </Steps>
    </Card>
  );
}
