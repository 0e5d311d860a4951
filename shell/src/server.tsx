/**
 * Entry of the shell's Node build (`dist/server/server.js`, README, Architecture: server rendering): the API requires it
 * to render public pages with the same components as the browser.
 */
export { renderPage } from './server/render-page';
export { matchRoute } from './server/match-route';
