import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { theme } from '@stackfolio/shared-ui';
import { ProfileSearch } from './profile-search';

describe('ProfileSearch on a server-rendered page', () => {
  it('keeps what a visitor typed before the page hydrated', async () => {
    const onChange = jest.fn();
    const tree = (
      <ThemeProvider theme={theme}>
        <ProfileSearch value="" onChange={onChange} />
      </ThemeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    (container.querySelector('#profile-search') as HTMLInputElement).value = 'grace';

    await act(async () => {
      hydrateRoot(container, tree);
    });

    expect(onChange).toHaveBeenCalledWith('grace');
  });
});
