/** The shape of a `./Name.tsx?demo` module (built by plugins/demos/loader.cjs). */
import type * as React from 'react';
import type { CodeStyling } from '@site/src/settings/DocsProvider';

export interface DemoExtraFile {
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

export interface DemoModule {
  name: string;
  fileName: string;
  /** The TypeScript source, or null for a JavaScript-only demo. */
  tsx: string | null;
  js: string;
  hasTypes: boolean;
  previewTs: string | null;
  previewJs: string | null;
  files: DemoExtraFile[];
  /** The component and its module scope, from the demo's own chunk. */
  load: () => Promise<LoadedDemo>;
}

export type StylingKey = 'system' | 'tailwind' | 'css';

/** One entry per styling variant; a single-file demo only has `system`. */
export type DemoVariants = Partial<Record<StylingKey, DemoModule>>;

export type DemoBackground = 'outlined' | 'inline' | 'playground';

export const STYLING_KEY_OF: Record<CodeStyling, StylingKey> = {
  'MUI System': 'system',
  Tailwind: 'tailwind',
  CSS: 'css',
};

export const STYLING_OF_KEY: Record<StylingKey, CodeStyling> = {
  system: 'MUI System',
  tailwind: 'Tailwind',
  css: 'CSS',
};

export const STYLING_LABELS: Record<StylingKey, string> = {
  system: 'MUI System',
  tailwind: 'Tailwind CSS',
  css: 'Plain CSS',
};
