/**
 * Entry of the shell's Node build (`dist/server/server.js`, docs/architecture.md): the page server
 * (@stackfolio/web) requires it to render public pages with the same components as the browser.
 */
export { renderPage } from './server/render-page';
export { pageHead } from './server/remote-page';
export { matchRoute } from './server/match-route';
