/**
 * Build-time cost of the generated JS variants, shared between the loader and the plugin through a
 * global: they are loaded by different jiti instances, so module state would not be shared.
 */
interface TimingStore {
  byFile: Map<string, number>;
}

const KEY = Symbol.for('mui-x-docs.demos.timings');

function store(): TimingStore {
  const holder = globalThis as unknown as Record<symbol, TimingStore | undefined>;
  holder[KEY] ??= { byFile: new Map() };
  return holder[KEY];
}

export function recordGenerationTime(file: string, ms: number): void {
  store().byFile.set(file, ms);
}

export interface TimingSummary {
  count: number;
  totalMs: number;
  maxMs: number;
  slowest: string | null;
  byFile: Array<{ file: string; ms: number }>;
}

export function timingSummary(): TimingSummary {
  const byFile = [...store().byFile.entries()]
    .map(([file, ms]) => ({ file, ms }))
    .sort((a, b) => b.ms - a.ms);
  const totalMs = byFile.reduce((sum, entry) => sum + entry.ms, 0);
  return {
    count: byFile.length,
    totalMs,
    maxMs: byFile[0]?.ms ?? 0,
    slowest: byFile[0]?.file ?? null,
    byFile,
  };
}
