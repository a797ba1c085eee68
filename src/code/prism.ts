/**
 * prism-react-renderer, off the path to an interactive page (maintainers/performance.md, "What keeps pages light"). The server
 * render provides it synchronously (`./prismOnServer`, which the client build replaces with an empty
 * module: plugins/prism-on-demand), so the HTML has its tokens. In the browser it is its own chunk, loaded
 * only when a code block must draw tokens the server did not: a block mounted by a client-side navigation,
 * or one whose code changed (a demo's JS/TS switch, the live editor). Until then blocks keep the server's
 * HTML, or show their text unhighlighted. The configured `prism.additionalLanguages` are registered once,
 * when Prism arrives.
 */
type PrismReactRenderer = typeof import('prism-react-renderer');
type IncludeLanguages = (prism: PrismReactRenderer['Prism']) => void;

let prism: PrismReactRenderer | null = null;
let loading: Promise<PrismReactRenderer> | null = null;

/** Makes `renderer` (with the configured extra languages) the Prism every code block uses. */
export function providePrism(renderer: PrismReactRenderer, includeLanguages: IncludeLanguages): void {
  if (prism) return;
  includeLanguages(renderer.Prism);
  prism = renderer;
}

/** Prism if it is here already (always on the server), else null. */
export function loadedPrism(): PrismReactRenderer | null {
  return prism;
}

/** Prism, loading its chunk the first time. */
export function loadPrism(): Promise<PrismReactRenderer> {
  if (prism) return Promise.resolve(prism);
  loading ??= Promise.all([
    import(/* webpackChunkName: "prism" */ 'prism-react-renderer'),
    import(/* webpackChunkName: "prism" */ '@theme/prism-include-languages'),
  ]).then(([renderer, languages]) => {
    providePrism(renderer, languages.default as unknown as IncludeLanguages);
    return prism!;
  });
  return loading;
}
