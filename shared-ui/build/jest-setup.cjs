/* global window */
require('@testing-library/jest-dom');
// Two shared cores and parallel workers: give findBy*/waitFor room before calling it a failure.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
// jsdom lacks these; the app and Radix rely on them.
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent() {
      return false;
    },
  });
}
