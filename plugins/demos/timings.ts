/**
 * Build-time cost of the generated JS variants. The loader runs inside the bundler and the plugin in
 * Docusaurus' own module registry, so they share no module state: the loader appends one JSON line per
 * demo file to a log file whose path the plugin passes in the loader options, and the plugin reads it
 * after the build.
 */
import fs from 'node:fs';
import path from 'node:path';

export function resetTimingLog(logFile: string): void {
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  fs.writeFileSync(logFile, '');
}

/** @public Called by loader.cjs, which loads this module through jiti. */
export function recordGenerationTime(logFile: string, file: string, ms: number): void {
  // One short line per write: appends of this size are not interleaved between parallel loaders.
  fs.appendFileSync(logFile, `${JSON.stringify({ file, ms })}\n`);
}

export interface TimingSummary {
  count: number;
  totalMs: number;
  maxMs: number;
  slowest: string | null;
  byFile: Array<{ file: string; ms: number }>;
}

/** The last time recorded for each file (the client and server builds both run the loader). */
export function timingSummary(logFile: string): TimingSummary {
  const byFileMap = new Map<string, number>();
  const lines = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n') : [];
  for (const line of lines) {
    if (!line) continue;
    const { file, ms } = JSON.parse(line) as { file: string; ms: number };
    byFileMap.set(file, ms);
  }
  const byFile = [...byFileMap.entries()].map(([file, ms]) => ({ file, ms })).sort((a, b) => b.ms - a.ms);
  const totalMs = byFile.reduce((sum, entry) => sum + entry.ms, 0);
  return {
    count: byFile.length,
    totalMs,
    maxMs: byFile[0]?.ms ?? 0,
    slowest: byFile[0]?.file ?? null,
    byFile,
  };
}
