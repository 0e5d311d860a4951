import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated';

function Submit() {
  const hydrated = useHydrated();
  return <button disabled={!hydrated}>Send</button>;
}

describe('useHydrated', () => {
  it('is false in the server’s HTML and true once the browser has hydrated it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Submit />);
    expect(container.querySelector('button')!.disabled).toBe(true);
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Submit />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('button')!.disabled).toBe(false);
    container.remove();
  });
});
