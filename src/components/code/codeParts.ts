/**
 * The chunk fenced code renders live from once its page has hydrated: the code block, the JS/TS pair with its
 * toggle and the highlighter (the `code-block` and `code-highlighter` chunks, plugins/prism-on-demand). A page
 * with fences hydrates with their server HTML kept (./DeferredCodeBlock.tsx, ./DeferredCodeVariantPair.tsx).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { afterHydration } from '@site/src/browser/hydration';
import { deferredModule } from '@site/src/components/lazy/deferredModule';

export const codeParts = deferredModule(() => import(/* webpackChunkName: "code-block" */ './liveCodeParts'));

/**
 * Called when a page with fences is evaluated: on the first page, the chunk is requested once the page has
 * hydrated (what HydrateLater would do); on a page reached by a link, at once, while the route's other chunks
 * load, so its blocks render live on arrival rather than as plain text first.
 */
export function loadCodePartsAfterHydration(): void {
  if (!ExecutionEnvironment.canUseDOM) return;
  afterHydration()
    .then(codeParts.load)
    .catch(() => undefined);
}
