/**
 * The chunk-name map as a file of its own instead of two maps in the runtime every page loads (index.ts).
 *
 * Docusaurus's bundler runtime carried two maps of about 700 entries each, 10 KB of the runtime's 20 KB gzip:
 * - chunk id → name, inside `__webpack_require__.u`, because chunk files were named `[name].[contenthash]`;
 * - chunk name → id, Docusaurus's `__webpack_require__.gca` (its ChunkAssetPlugin), which only the prefetching
 *   of linked routes reads (./routePrefetch.ts), after hydration and when the browser is idle.
 *
 * With this plugin the production client build names its on-demand chunk files by id (the first map goes), and
 * the second map is written to `<chunk dir>/chunk-names.<hash of its text>.json`, whose URL the runtime keeps as
 * `__webpack_require__.cnu`; ./routePrefetch.ts fetches it once, on the first prefetch. The file's text depends
 * only on chunk names and ids, so its name is known while the runtime is generated, before any content hash.
 */
import { createHash } from 'node:crypto';
import * as path from 'node:path';
import type { Compiler } from 'webpack';

const NAME = 'mui-x-docs-chunk-names';

/** The runtime global holding the map file's URL (read by ./routePrefetch.ts). */
const CHUNK_NAMES_URL_GLOBAL = '__webpack_require__.cnu';

/** The part of a chunk this reads (Rspack's and webpack's chunks both have it). */
export interface NamedChunkLike {
  id: string | number | null;
  name?: string | null;
  canBeInitial(): boolean;
}

/**
 * Chunk name → id of every named chunk loaded on demand, sorted by name so that the text is the same for the
 * same chunks in any order. The scripts the HTML names (runtime, main) are never prefetched: left out.
 */
export function chunkNameMap(chunks: Iterable<NamedChunkLike>): Record<string, string> {
  const entries: Array<[string, string]> = [];
  for (const chunk of chunks) {
    if (!chunk.name || chunk.id === null || chunk.canBeInitial()) continue;
    entries.push([chunk.name, String(chunk.id)]);
  }
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries);
}

/** The map's text and file name (in the chunks' folder, named by the text's hash). */
export function chunkNamesFile(
  map: Record<string, string>,
  chunkDir: string,
): { fileName: string; text: string } {
  const text = JSON.stringify(map);
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 8);
  return { fileName: path.posix.join(chunkDir, `chunk-names.${hash}.json`), text };
}

/**
 * The folder of the output's chunk files, from its chunk file name template (`assets/js/[name].[contenthash:8].js`
 * in Docusaurus's client build); a template the plugin cannot read is a clear error.
 */
export function chunkDirOf(chunkFilename: unknown): string {
  if (typeof chunkFilename !== 'string' || chunkFilename.length === 0) {
    throw new Error(
      `client-config (chunkNamesFile): the client build's output.chunkFilename must be a string; got ${typeof chunkFilename}.`,
    );
  }
  const dir = path.posix.dirname(chunkFilename);
  return dir === '.' ? '' : dir;
}

/** Docusaurus's chunk file name template with the name part replaced by the id. */
export function chunkFilenameById(chunkFilename: unknown): string {
  if (typeof chunkFilename !== 'string' || !chunkFilename.includes('[name]')) {
    throw new Error(
      `client-config (chunkNamesFile): expected a string with [name] as the client build's output.chunkFilename; got ${JSON.stringify(chunkFilename)}.`,
    );
  }
  return chunkFilename.replaceAll('[name]', '[id]');
}

export class ChunkNamesBundlerPlugin {
  /** Typed with webpack's compiler, as Docusaurus types its bundler; Rspack's has the same hooks. */
  apply(compiler: Compiler): void {
    const { Compilation, RuntimeModule, RuntimeGlobals, sources } = compiler.webpack;
    const chunkDir = chunkDirOf(compiler.options.output.chunkFilename);

    class ChunkNamesUrlRuntimeModule extends RuntimeModule {
      constructor() {
        super('chunk names url', RuntimeModule.STAGE_ATTACH);
      }

      generate(): string {
        const { fileName } = chunkNamesFile(chunkNameMap(this.compilation!.chunks), chunkDir);
        return `${CHUNK_NAMES_URL_GLOBAL} = ${RuntimeGlobals.publicPath} + ${JSON.stringify(fileName)};`;
      }
    }

    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(NAME, (chunk, requirements) => {
        requirements.add(RuntimeGlobals.publicPath);
        compilation.addRuntimeModule(chunk, new ChunkNamesUrlRuntimeModule());
      });
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { fileName, text } = chunkNamesFile(chunkNameMap(compilation.chunks), chunkDir);
          compilation.emitAsset(fileName, new sources.RawSource(text), { immutable: true });
        },
      );
    });
  }
}
