const { createRspackConfig } = require('@stackfolio/shared-ui/build');

module.exports = createRspackConfig({
  packageDir: __dirname,
  kind: 'remote',
  name: 'mfe_projects',
  exposes: {
    './routes': './src/routes.tsx',
    './widgets': './src/widgets.tsx',
  },
  devPort: 3102,
  title: 'Stackfolio Projects (standalone)',
});
