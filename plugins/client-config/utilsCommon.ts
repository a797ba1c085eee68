/**
 * `@docusaurus/utils-common` as the client build resolves it: the package's own functions, imported from the
 * files that define them. The package's index wraps one of them in a `tslib` helper, and the bundler cannot
 * shake a CommonJS `require`, so every page's main bundle carried the whole of `tslib` (4 KB gzip) for it.
 * The server build and Node keep the package's index. tests/unit/bundling/chunks.test.ts checks that every
 * export of the index is here, the same value.
 */
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export {
  addPrefix,
  removeSuffix,
  addSuffix,
  removePrefix,
} from '@docusaurus/utils-common/lib/stringUtils.js';
export { getErrorCausalChain } from '@docusaurus/utils-common/lib/errorUtils.js';

/** The index's one constant (the blog's post container id); the test above compares it with the index's. */
export const blogPostContainerID = '__blog-post-container';
