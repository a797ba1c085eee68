/**
 * `@docusaurus/router` as the client build resolves it: Docusaurus's own exports, with its `matchPath` answering
 * literal exact routes by string comparison (./routeMatching.ts). The docs plugin's DocRoot looks for the page's
 * route with `matchPath` over every docs route in order, compiling a regular expression for each one it passes:
 * 39 ms of the date picker page's hydration under Lighthouse's 4× CPU throttling.
 */
export * from '@docusaurus/core/lib/client/exports/router.js';
export { matchPath } from './routeMatching';
