/**
 * @stackfolio/shared-ui/router: the one router of the shell and every remote (shared as a
 * singleton, like React). Module Federation shares a module whole, so sharing `react-router`
 * itself ships all of it (data routers, fetchers, server rendering, …) to every visitor; sharing
 * this narrow entry instead lets the bundler keep only what the app uses.
 * Import routing from here, never from `react-router`/`react-router-dom` directly: a direct
 * import would bundle a second router whose context the shell's <BrowserRouter> does not fill.
 * Add an export here when a new part of the router is needed.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { LinkProps, Location, NavLinkProps, NavigateFunction } from 'react-router';
