/**
 * Page server tests: the API's jest setup (TypeScript through @swc/jest, the ESM-only packages
 * it transforms), run in band against a real database, on this package's tests.
 */
const api = require('../api/jest.config.cjs');

/** @type {import('jest').Config} */
module.exports = { ...api, rootDir: __dirname, roots: ['<rootDir>/test'] };
