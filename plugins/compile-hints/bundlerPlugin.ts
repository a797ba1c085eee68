/**
 * The bundler side of `plugins/compile-hints` (see index.ts for why): puts V8's compile hint at the top of
 * the chosen chunks' JavaScript files, after the minifiers (which drop comments) and before the real content
 * hashes are computed, so a file's name still follows its bytes.
 */
import type { Compiler } from 'webpack';

/** The comment V8 reads (Chromium 136 and later); it opens the file. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Which chunks get the hint: those loaded on demand, every chunk, or none. */
export const COMPILE_HINT_SCOPES = ['async', 'all', 'none'] as const;
export type CompileHintScope = (typeof COMPILE_HINT_SCOPES)[number];

const NAME = 'mui-x-docs-compile-hints';

/** The part of a chunk this reads (Rspack's and webpack's chunks both have it). */
export interface ChunkLike {
  files: Iterable<string>;
  canBeInitial(): boolean;
}

/** The JavaScript files of `chunks` that get the hint under `scope`, each once. */
export function hintedFiles(chunks: Iterable<ChunkLike>, scope: CompileHintScope): string[] {
  if (scope === 'none') return [];
  const files = new Set<string>();
  for (const chunk of chunks) {
    if (scope === 'async' && chunk.canBeInitial()) continue;
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return [...files];
}

export class CompileHintsBundlerPlugin {
  constructor(private readonly scope: CompileHintScope) {}

  /** Typed with webpack's compiler, as Docusaurus types its bundler; Rspack's has the same hooks. */
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After OPTIMIZE_SIZE (the minifiers), before OPTIMIZE_HASH (the real content hashes).
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
        () => {
          for (const file of hintedFiles(compilation.chunks, this.scope)) {
            compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  }
}
