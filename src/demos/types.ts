/** The shape of a `./Name.tsx?demo` module (built by plugins/demos/loader.cjs). */
import type * as React from 'react';
import type { CodeStyling } from '@site/src/settings/DocsProvider';

export interface DemoExtraFile {
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
