/** The shape of a `./Name.tsx?demo` module (built by plugins/demos/loader.cjs). */
import type * as React from 'react';
import type { StylingKey } from '@site/src/codeVariant';

/** A relative stylesheet a demo imports, shown as an extra tab and sent to StackBlitz. */
export interface DemoExtraFile {
  /** File name as imported, for example `styles.css`. */
  name: string;
  language: string;
  content: string;
}

/**
 * What the demo imports, by specifier as written (`react`, `@mui/x-data-grid`, `./styles.css`): the whole
 * module for `import * as`, otherwise an object holding only the bindings the demo imports. Built by the
 * `?demo-scope` loader; the live editor resolves the edited code's imports against it.
 */
export type DemoScope = Record<string, Record<string, unknown>>;

export interface LoadedDemo {
  default: React.ComponentType;
  /** Absent in unit tests that stub `load`. */
  scope?: DemoScope;
}

/** A demo's texts: what its frame shows, copies and edits. */
export interface DemoSourceTexts {
  /** The TypeScript source, or null for a JavaScript-only demo. */
  tsx: string | null;
  js: string;
  previewTs: string | null;
  previewJs: string | null;
  files: DemoExtraFile[];
}

/** A demo as its frame renders it. */
export interface DemoModule extends DemoSourceTexts {
  name: string;
  fileName: string;
  hasTypes: boolean;
  /** The component and its module scope, from the demo's own chunk. */
  load: () => Promise<LoadedDemo>;
}

/**
 * A `./Name.tsx?demo` module as built: the server's holds the texts; the browser's names the JSON file that holds
 * them (`sources`, a URL under the site's base URL), which the page fetches with the demo frame
 * (src/demos/demoSources.ts), so the page's own chunk does not carry them (plugins/demos/transform.ts,
 * `demoSourcesFile`).
 */
export type BuiltDemoModule = DemoModule | (Omit<DemoModule, keyof DemoSourceTexts> & { sources: string });

/** One entry per styling variant; a single-file demo only has `system`. */
export type DemoVariants = Partial<Record<StylingKey, DemoModule>>;

/** The variants as the page gives them (`BuiltDemoModule`). */
export type BuiltDemoVariants = Partial<Record<StylingKey, BuiltDemoModule>>;

export type DemoBackground = 'outlined' | 'inline' | 'playground';

/** The props a writer gives `<Demo>` in MDX (checked by plugins/demos/remark.ts), plus `variants`. */
export interface DemoProps {
  /** The demo file (`Name.tsx`) or folder (`Name/`) next to the page. */
  name: string;
  /** Reserved height of the live area in px. */
  height: number;
  bg?: DemoBackground;
  defaultCodeOpen?: boolean;
  hideToolbar?: boolean;
  /** No inline ad under this demo (read by the ads feature through `data-disable-ad`). */
  disableAd?: boolean;
  /** Added at build time by the remark plugin; writers never set it. */
  variants?: BuiltDemoVariants;
}

/** What the frame renders from: the props, with each variant's texts at hand. */
export type DemoFrameProps = Omit<DemoProps, 'variants'> & { variants?: DemoVariants };
