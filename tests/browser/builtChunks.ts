/**
 * The built site's named chunks and their files. The production build names chunk files by id and lists the
 * named ones, by id, in `assets/js/chunk-names.<hash>.json` (plugins/client-config/chunkNames.ts), so a test
 * finds a chunk such as `demo-frame` or `mui-x-data-grid` through that file, never by a file name pattern.
 */
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

const BUILD_DIR = process.env.DOCS_TEST_BUILD_DIR ?? path.resolve(__dirname, '../../build');

let filesByName: Map<string, string> | undefined;

/** Chunk name → its file relative to the build (`assets/js/<id>.<hash>.js`), read once. */
export function namedChunkFiles(): Map<string, string> {
  if (filesByName) return filesByName;
  const dir = path.join(BUILD_DIR, 'assets', 'js');
  const files = readdirSync(dir);
  const maps = files.filter((file) => /^chunk-names\.[0-9a-f]{8}\.json$/.test(file));
  if (maps.length !== 1) throw new Error(`Expected one chunk-names file in ${dir}; found ${maps.length}.`);
  const ids = JSON.parse(readFileSync(path.join(dir, maps[0]), 'utf8')) as Record<string, string>;
  const fileById = new Map(
    files.filter((file) => file.endsWith('.js')).map((file) => [file.slice(0, file.indexOf('.')), file]),
  );
  filesByName = new Map(
    Object.entries(ids).map(([name, id]) => {
      const file = fileById.get(id);
      if (!file) throw new Error(`${maps[0]} names chunk ${id} (${name}), which has no file in ${dir}.`);
      return [name, `assets/js/${file}`];
    }),
  );
  return filesByName;
}

/** The file of the named chunk, relative to the build; an unknown name is an error. */
export function namedChunkFile(name: string): string {
  const file = namedChunkFiles().get(name);
  if (!file) throw new Error(`No chunk named ${name} in the build.`);
  return file;
}

/** The name of the chunk a file path or URL is, if it is a named chunk. */
export function chunkNameOf(fileOrUrl: string): string | undefined {
  const base = path.posix.basename(fileOrUrl.split(/[?#]/)[0]);
  for (const [name, file] of namedChunkFiles()) if (path.posix.basename(file) === base) return name;
  return undefined;
}
