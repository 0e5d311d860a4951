const { createRspackConfig } = require('@stackfolio/shared-ui/build');

module.exports = createRspackConfig({
  packageDir: __dirname,
  kind: 'remote',
  name: 'mfe_profiles',
  exposes: {
    './routes': './src/routes.tsx',
    './widgets': './src/widgets.tsx',
  },
  devPort: 3101,
  title: 'Stackfolio Profiles (standalone)',
});
