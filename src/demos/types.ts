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
  load: () => Promise<{ default: React.ComponentType }>;
}

/** One entry per styling variant; a single-file demo only has `system`. */
export type DemoVariants = Partial<Record<StylingKey, DemoModule>>;

export type DemoBackground = 'outlined' | 'inline' | 'playground';
