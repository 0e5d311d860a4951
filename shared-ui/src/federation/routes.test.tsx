import { render } from '@testing-library/react';
import {
  matchRoute,
  paths,
  profilePath,
  routerPattern,
  ROUTES,
  type RouteEntry,
} from '@stackfolio/contract';
import { MemoryRouter, Route, Routes, useParams } from '../router';

/** What the browser's router shows for a path, the way the shell's route table is mounted. */
function browserMatch(pathname: string): { route: RouteEntry; params: object } | null {
  let shown: { route: RouteEntry; params: object } | null = null;
  // As the shell mounts them: `/@:handle` as `/:handle`, the prefix checked and dropped.
  function Shown({ route }: { route: RouteEntry }) {
    const params: Record<string, string | undefined> = { ...useParams() };
    const { param } = routerPattern(route.path);
    const value = param ? (params[param.name] ?? '') : '';
    if (param && (!value.startsWith(param.prefix) || value === param.prefix)) return null;
    if (param) params[param.name] = value.slice(param.prefix.length);
    shown = { route, params };
    return <p>shown</p>;
  }
  const view = render(
    <MemoryRouter initialEntries={[pathname]}>
      <Routes>
        {ROUTES.map((route) => (
          <Route
            key={route.path}
            path={routerPattern(route.path).path}
            element={<Shown route={route} />}
          />
        ))}
        <Route path="*" element={<p>not found</p>} />
      </Routes>
    </MemoryRouter>,
  );
  view.unmount();
  return shown;
}

describe('matchRoute and paths', () => {
  it('matches as the browser router does: parameters decoded, any case, trailing slash', () => {
    expect(matchRoute('/profile/7')).toEqual({
      route: { path: '/profile/:id', remote: 'profiles', page: 'profile' },
      params: { id: '7' },
    });
    expect(matchRoute('/Projects/a%20b/edit/')?.params).toEqual({ id: 'a b' });
    expect(matchRoute('/')?.route).toEqual({ path: '/', shell: 'home' });
  });

  it('agrees with the browser router on which route a path shows and its parameters', () => {
    const samples = [
      '/',
      '/profiles',
      '/PROFILES/',
      '/profile/7',
      '/profile/%E2%9C%93',
      '/profile/a%2Fb',
      '/projects/3/edit',
      '/projects/3/edit/',
      '/profile',
      '/profile/7/x',
      '/profile//',
      '//profiles',
      '/nope',
      '/@ada-lovelace',
      '/@Ada/',
      '/@',
      '/ada',
      '/@ada/x',
    ];
    for (const pathname of samples) {
      expect([pathname, matchRoute(pathname)]).toEqual([pathname, browserMatch(pathname)]);
    }
  });

  it('matches /@handle to the profile page by handle, without the @', () => {
    expect(matchRoute('/@ada-lovelace')).toEqual({
      route: { path: '/@:handle', remote: 'profiles', page: 'profile-handle' },
      params: { handle: 'ada-lovelace' },
    });
    expect(matchRoute('/ada-lovelace')).toBeNull();
    expect(paths.profileHandle('ada')).toBe('/@ada');
    expect(profilePath({ id: 7, handle: 'ada' })).toBe('/@ada');
    expect(profilePath({ id: 7, handle: null })).toBe('/profile/7');
  });

  it('finds no route for unknown paths or extra segments', () => {
    for (const pathname of ['/nope', '/profile', '/profile/7/extra', '/profile//', '/uploads/x']) {
      expect(matchRoute(pathname)).toBeNull();
    }
  });

  it('builds paths with their parameters encoded, and refuses a wrong number of them', () => {
    expect(paths.profile(7)).toBe('/profile/7');
    expect(paths.editProject('a/b')).toBe('/projects/a%2Fb/edit');
    expect(paths.browseProfiles()).toBe('/profiles');
    expect(() => paths.profile()).toThrow('/profile/:id takes 1 parameter(s)');
    expect(() => paths.upload(3)).toThrow('/upload takes 0 parameter(s)');
  });
});
