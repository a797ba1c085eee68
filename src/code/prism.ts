/**
 * prism-react-renderer, evaluated the first time a code block renders rather than at start-up (see
 * plugins/prism-on-demand and README "What keeps pages light"). The module is in the bundle as before;
 * only its evaluation, and the registration of the configured extra languages, wait for first use.
 */
import prismIncludeLanguages from '@theme/prism-include-languages';

type PrismReactRenderer = typeof import('prism-react-renderer');

let prism: PrismReactRenderer | null = null;

export function getPrism(): PrismReactRenderer {
  if (!prism) {
    // A synchronous require on purpose: code blocks render (and hydrate) synchronously.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const loaded = require('prism-react-renderer') as PrismReactRenderer;
    prismIncludeLanguages(loaded.Prism as unknown as Parameters<typeof prismIncludeLanguages>[0]);
    prism = loaded;
  }
  return prism;
}
