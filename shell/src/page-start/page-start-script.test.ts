import { JSDOM } from 'jsdom';
import { holdEarlyPresses } from './hold-early-presses';
import { HYDRATION_ATTRIBUTE, HYDRATION_DONE } from './hydration-mark';
import { inlineCall, PAGE_START_SCRIPT } from './page-start-script';

/**
 * A server-rendered page as the browser gets it: the root's hydration areas pending, the start
 * script at the end of the body. "React hydrates an area" is what the app does then: the area's
 * mark turns done.
 */
function serverPage(areas: string, script = PAGE_START_SCRIPT) {
  const dom = new JSDOM(
    `<!doctype html><body><div id="root">${areas}</div><script>${script}</script></body>`,
    { runScripts: 'dangerously' },
  );
  const { document } = dom.window;
  const presses: string[] = [];
  const listen = (button: Element) =>
    button.addEventListener('click', () => presses.push(button.id));
  document.querySelectorAll('button').forEach(listen);
  const button = (id: string) => document.getElementById(id) as HTMLButtonElement;
  const hydrate = (id: string) =>
    document.getElementById(id)!.setAttribute(HYDRATION_ATTRIBUTE, HYDRATION_DONE);
  return { dom, document, presses, button, hydrate, listen };
}

const area = (id: string, html: string) =>
  `<div id="${id}" ${HYDRATION_ATTRIBUTE}="pending">${html}</div>`;
const turns = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('presses on a server-rendered page before the app has hydrated it', () => {
  it('holds a press until the button’s area is hydrated, then presses it once', async () => {
    const page = serverPage(
      area(
        'app',
        '<button type="button" id="menu">Menu</button>' +
          area('profiles', '<button type="button" id="followers">0 followers</button>'),
      ),
    );
    page.button('followers').click();
    page.button('followers').click();
    page.button('menu').click();
    await turns(120);
    expect(page.presses).toEqual([]);

    // The app is hydrated; the profiles area (inside it) is not yet.
    page.hydrate('app');
    await turns(120);
    expect(page.presses).toEqual(['menu']);

    page.hydrate('profiles');
    await turns(120);
    expect(page.presses).toEqual(['menu', 'followers']);

    // A hydrated button is React's: its presses go straight through.
    page.button('followers').click();
    expect(page.presses).toEqual(['menu', 'followers', 'followers']);
    page.dom.window.close();
  });

  it('presses the button React rendered in place of the server’s one, by name and rank', async () => {
    const page = serverPage(
      area(
        'app',
        '<button type="button" id="a">Remove</button><button type="button" id="b">Remove</button>',
      ),
    );
    page.button('b').click();
    // An update reached the area before it hydrated: React renders it anew.
    const app = page.document.getElementById('app')!;
    app.innerHTML =
      '<button type="button" id="a2">Remove</button><button type="button" id="b2">Remove</button>';
    app.querySelectorAll('button').forEach(page.listen);
    page.hydrate('app');
    await turns(120);
    expect(page.presses).toEqual(['b2']);
    page.dom.window.close();
  });

  it('never holds a submit button (forms keep theirs disabled until hydrated)', () => {
    const page = serverPage(
      area('app', '<form><button type="submit" id="send">Sign in</button></form>'),
    );
    page.button('send').addEventListener('click', (event) => event.preventDefault());
    page.button('send').click();
    expect(page.presses).toEqual(['send']);
    page.dom.window.close();
  });

  it('lets a held press go when the app does not start in time', async () => {
    const script = inlineCall(holdEarlyPresses, {
      attribute: HYDRATION_ATTRIBUTE,
      done: HYDRATION_DONE,
      holdMs: 60,
      retryMs: 20,
    });
    const page = serverPage(
      area('app', '<button type="button" id="more">Load more</button>'),
      script,
    );
    page.button('more').click();
    await turns(150);
    page.hydrate('app');
    await turns(100);
    expect(page.presses).toEqual([]);
    page.dom.window.close();
  });
});

describe('the start of a server-rendered page', () => {
  it('adds the shell’s start script named in data-start (at once where paint timing is unknown)', () => {
    const dom = new JSDOM(
      `<!doctype html><body><div id="root"></div><script data-start="/main.abc.js">${PAGE_START_SCRIPT}</script></body>`,
      { runScripts: 'dangerously' },
    );
    const added = Array.from(dom.window.document.querySelectorAll('script[src]'));
    expect(added.map((script) => script.getAttribute('src'))).toEqual(['/main.abc.js']);
    dom.window.close();
  });

  it('is text that cannot end its script element early', () => {
    expect(PAGE_START_SCRIPT).not.toMatch(/<\/script|<!--/i);
  });
});
