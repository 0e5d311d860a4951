// The floor of this stack: a minimal client-rendered React + styled-components page with about as
// much text as a public Stackfolio page. The benchmark builds it in every run and compares each
// page's Lighthouse TBT and LCP with it.
import { createRoot } from 'react-dom/client';
import styled from 'styled-components';

const Page = styled.main`
  font-family: system-ui, sans-serif;
  max-width: 72rem;
  margin: 0 auto;
  padding: 1.5rem;
  color: #1f2937;
`;
const Title = styled.h1`
  font-size: 2.25rem;
  margin: 0 0 0.5rem;
`;
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: 1rem;
  list-style: none;
  padding: 0;
`;
const Card = styled.li`
  border: 1px solid #e5e7eb;
  border-radius: 0.5rem;
  padding: 1rem;
`;

const cards = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  title: `Project ${i + 1}`,
  text: 'A portfolio project with a short description of what it does and how it was built.',
}));

function FloorPage() {
  return (
    <Page>
      <Title>Showcase your work</Title>
      <p>A minimal React and styled-components page, rendered in the browser.</p>
      <Grid>
        {cards.map((card) => (
          <Card key={card.id}>
            <h2>{card.title}</h2>
            <p>{card.text}</p>
          </Card>
        ))}
      </Grid>
    </Page>
  );
}

createRoot(document.getElementById('root')!).render(<FloorPage />);
