import { JSDOM } from 'jsdom';
import { startAfterPaint } from '../../src/server-render-send';

/**
 * The script a server-rendered page ends with holds a press on a button React has not hydrated
 * yet and presses it again once React has. Here "React hydrates a button" is what React does to
 * it: it sets a `__reactFiber$…` key on the element.
 */
function serverPage(body: string) {
  const { head, starter } = startAfterPaint(
    '<!doctype html><html><head><script nonce="n0" defer src="/main.abc.js"></script></head>',
  );
  const dom = new JSDOM(`${head}<body><div id="root">${body}</div>${starter}</body></html>`, {
    runScripts: 'dangerously',
  });
  const { document } = dom.window;
  const presses: string[] = [];
  for (const button of document.querySelectorAll('button'))
    button.addEventListener('click', () => presses.push(button.id));
  const button = (id: string) => document.getElementById(id) as HTMLButtonElement;
  const hydrate = (id: string) => Object.assign(button(id), { __reactFiber$k3y: {} });
  return { dom, presses, button, hydrate };
}

const turns = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('presses on a server-rendered page before the app has hydrated it', () => {
  it('holds a press until React has hydrated the button, then presses it once', async () => {
    const page = serverPage(
      '<button type="button" id="followers">0 followers</button>' +
        '<button type="button" id="more">Load more</button>',
    );
    page.button('followers').click();
    page.button('followers').click();
    page.button('more').click();
    await turns(120);
    expect(page.presses).toEqual([]);

    page.hydrate('followers');
    await turns(120);
    expect(page.presses).toEqual(['followers']);

    // A hydrated button is React's: its presses go straight through.
    page.button('followers').click();
    expect(page.presses).toEqual(['followers', 'followers']);

    page.hydrate('more');
    await turns(120);
    expect(page.presses).toEqual(['followers', 'followers', 'more']);
    page.dom.window.close();
  });

  it('presses the button React rendered in place of the server’s one, by name and rank', async () => {
    const page = serverPage(
      '<button type="button" id="a">Remove</button><button type="button" id="b">Remove</button>',
    );
    page.button('b').click();
    // An update reached the area before it hydrated: React renders it anew.
    const { document } = page.dom.window;
    const root = document.getElementById('root')!;
    root.innerHTML =
      '<button type="button" id="a2">Remove</button><button type="button" id="b2">Remove</button>';
    for (const button of root.querySelectorAll('button')) {
      button.addEventListener('click', () => page.presses.push(button.id));
      page.hydrate(button.id);
    }
    await turns(120);
    expect(page.presses).toEqual(['b2']);
    page.dom.window.close();
  });

  it('never holds a submit button (forms keep theirs disabled until hydrated)', () => {
    const page = serverPage('<form><button type="submit" id="send">Sign in</button></form>');
    page.button('send').addEventListener('click', (event) => event.preventDefault());
    page.button('send').click();
    expect(page.presses).toEqual(['send']);
    page.dom.window.close();
  });
});
