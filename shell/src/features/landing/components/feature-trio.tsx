import styled from 'styled-components';
import { Card } from '@stackfolio/shared-ui';

const Section = styled.section`
  padding: ${({ theme }) => theme.space(10)} 0;
  scroll-margin-top: ${({ theme }) => theme.layout.topBarHeight};
  > h2 {
    text-align: center;
    font-size: 1.75rem;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  h3 {
    font-size: 1.125rem;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0;
  }
`;

const FEATURES = [
  {
    title: 'Easy Project Upload',
    text: 'Upload projects, documentation and code samples in multiple file formats, with an image and a link.',
  },
  {
    title: 'Professional Profiles',
    text: 'A profile page with your own header image, avatar and social links that shows who you are.',
  },
  {
    title: 'SEO-Optimised Profiles',
    text: 'Skill and project tags help search engines and recruiters find your work.',
  },
];

/** The three advertised features (docs/product.md §1); `#features` is the footer's Features target. */
export function FeatureTrio() {
  return (
    <Section id="features" aria-labelledby="features-title">
      <h2 id="features-title">Everything you need to stand out</h2>
      <Grid>
        {FEATURES.map((feature) => (
          <Card key={feature.title} as="div">
            <h3>{feature.title}</h3>
            <p>{feature.text}</p>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
