import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@stackfolio/shared-ui';
import pages from './routes';

// Only used when the remote runs alone; inside the shell, the shell loads ./routes instead.
createRoot(document.getElementById('root')!).render(
  <StandaloneApp remote="projects" pages={pages} />,
);
