// The ES module file of react-router-config, which plugins/client-config/routeMatching.ts imports by its path.
declare module 'react-router-config/esm/react-router-config.js' {
  export { renderRoutes } from 'react-router-config';
}
