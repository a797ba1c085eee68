/**
 * Where the API pages' shared code goes in the client bundle. About two thirds of the routes are API pages,
 * so Docusaurus's `common` chunk (modules used by half the pages' chunks) would take in the API page
 * components and every MUI component only they use, and every guide page would download them. Modules that
 * only API pages use go to one `api-page` chunk instead; anything a guide page also uses stays where
 * Docusaurus puts it. maintainers/performance.md, "What keeps pages light".
 */
import path from 'node:path';

interface ModuleLike {
  resource?: string;
}
interface ChunkGraphLike {
  getModuleChunksIterable(module: unknown): Iterable<unknown>;
  getChunkModulesIterable(chunk: unknown): Iterable<unknown>;
}

/** Is `resource` one of the generated API page files (`<apiDir>/…/*.mdx`)? */
export function isApiPageResource(resource: string | undefined, apiDir: string): boolean {
  if (!resource) return false;
  const file = resource.replace(/\?.*$/, '');
  return file.startsWith(apiDir + path.sep) && file.endsWith('.mdx');
}

/**
 * A `test` for a split-chunks cache group: true for a module whose every chunk is an API page's chunk
 * (a chunk that holds a generated API page). Chunk verdicts are cached for the compilation.
 */
export function onlyOnApiPages(apiDir: string) {
  const verdicts = new WeakMap<object, boolean>();
  const isApiChunk = (chunk: unknown, chunkGraph: ChunkGraphLike): boolean => {
    const key = chunk as object;
    let verdict = verdicts.get(key);
    if (verdict === undefined) {
      verdict = false;
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (isApiPageResource((module as ModuleLike).resource, apiDir)) {
          verdict = true;
          break;
        }
      }
      verdicts.set(key, verdict);
    }
    return verdict;
  };
  return (module: unknown, { chunkGraph }: { chunkGraph: ChunkGraphLike }): boolean => {
    let chunks = 0;
    for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
      if (!isApiChunk(chunk, chunkGraph)) return false;
      chunks += 1;
    }
    return chunks > 0;
  };
}

/** The client bundler's cache group for code only API pages share (priority above `common`'s 40). */
export function apiPageCacheGroup(apiDir: string) {
  return {
    name: 'api-page',
    test: onlyOnApiPages(apiDir),
    minChunks: 2,
    priority: 45,
    reuseExistingChunk: true,
  };
}
