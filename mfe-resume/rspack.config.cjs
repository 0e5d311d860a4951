const { createRspackConfig } = require('@stackfolio/shared-ui/build');

module.exports = createRspackConfig({
  packageDir: __dirname,
  kind: 'remote',
  name: 'mfe_resume',
  exposes: {
    './routes': './src/routes.tsx',
  },
  devPort: 3104,
  title: 'Stackfolio Resume Builder (standalone)',
});
