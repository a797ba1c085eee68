/**
 * grid-events: the Data Grid's event catalogue, read at build time from the installed premium package's
 * declarations (extract.ts) and written as `grid-events.json` into this plugin's generated-data folder,
 * which the events guide page imports (`@generated/grid-events/default/grid-events.json`). The result is
 * cached on disk under a key of the package versions and the extractor's source, because a TypeScript
 * program over the grid's declarations takes several seconds. See maintainers/writing.md, "Data Grid guide pages".
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import type { GridEventEntry, GridEventsData } from '../../src/gridEvents/types';
import { cacheKey, installedVersion } from '../api-docs/cache';
import { extractGridEvents } from './extract';

export interface GridEventsPluginOptions {
  /** The package whose `GridEventLookup` is read: the richest edition, so every plan's events are listed. */
  packageName: string;
  /** Cache folder, relative to the site. */
  cacheDir: string;
  id?: string;
}

export const DEFAULT_GRID_EVENTS_OPTIONS: GridEventsPluginOptions = {
  packageName: '@mui/x-data-grid-premium',
  cacheDir: path.join('node_modules', '.cache', 'grid-events'),
};

/** The file name of the data under `.docusaurus/grid-events/<id>/`. */
export const GRID_EVENTS_DATA_FILE = 'grid-events.json';

const GRID_PACKAGES = ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium'];

function isEventList(value: unknown): value is GridEventEntry[] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry) =>
        entry !== null &&
        typeof entry === 'object' &&
        typeof (entry as GridEventEntry).name === 'string' &&
        typeof (entry as GridEventEntry).plan === 'string',
    )
  );
}

/** The catalogue, from the disk cache when its key matches, otherwise extracted and cached. */
export function loadGridEvents(siteDir: string, options: GridEventsPluginOptions): GridEventsData {
  const nodeModulesDir = path.join(siteDir, 'node_modules');
  const version = installedVersion(nodeModulesDir, options.packageName);
  const key = cacheKey({
    versions: Object.fromEntries(
      [...GRID_PACKAGES, options.packageName, 'typescript'].map((name) => [
        name,
        installedVersion(nodeModulesDir, name),
      ]),
    ),
    sources: Object.fromEntries(
      [
        'extract.ts',
        'index.ts',
        '../api-docs/jsdoc.ts',
        '../api-docs/program.ts',
        '../shared/typescript.ts',
      ].map((file) => [file, fs.readFileSync(path.join(__dirname, file), 'utf8')]),
    ),
  });
  const cacheFile = path.join(siteDir, options.cacheDir, `${key}.json`);
  let events: GridEventEntry[] | null = null;
  try {
    const cached: unknown = JSON.parse(fs.readFileSync(cacheFile, 'utf8'));
    if (isEventList(cached)) events = cached;
  } catch {
    // A missing or unreadable cache file is a miss.
  }
  if (!events) {
    events = extractGridEvents(nodeModulesDir, options.packageName);
    fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
    const temporary = `${cacheFile}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify(events));
    fs.renameSync(temporary, cacheFile);
  }
  return { source: { packageName: options.packageName, version }, events };
}

export default function gridEventsPlugin(
  context: LoadContext,
  options: GridEventsPluginOptions,
): Plugin<GridEventsData> {
  return {
    name: 'grid-events',
    async loadContent() {
      return loadGridEvents(context.siteDir, options);
    },
    async contentLoaded({ content, actions }) {
      await actions.createData(GRID_EVENTS_DATA_FILE, JSON.stringify(content));
    },
  };
}

export function validateOptions({
  options,
}: OptionValidationContext<
  Partial<GridEventsPluginOptions> | undefined,
  GridEventsPluginOptions
>): GridEventsPluginOptions {
  const merged = { ...DEFAULT_GRID_EVENTS_OPTIONS, ...(options ?? {}) };
  const problems: string[] = [];
  if (
    typeof merged.packageName !== 'string' ||
    !/^@mui\/x-data-grid(-pro|-premium)?$/.test(merged.packageName)
  ) {
    problems.push(
      `packageName must be one of the Data Grid packages (got ${JSON.stringify(merged.packageName)})`,
    );
  }
  if (
    typeof merged.cacheDir !== 'string' ||
    merged.cacheDir.trim() === '' ||
    path.isAbsolute(merged.cacheDir) ||
    merged.cacheDir.split(/[\\/]/).includes('..')
  ) {
    problems.push(`cacheDir must be a path inside the site folder (got ${JSON.stringify(merged.cacheDir)})`);
  }
  if (merged.id !== undefined && (typeof merged.id !== 'string' || merged.id === '')) {
    problems.push('id must be a non-empty string');
  }
  if (problems.length > 0) throw new Error(`grid-events: invalid options:\n- ${problems.join('\n- ')}`);
  return { packageName: merged.packageName, cacheDir: merged.cacheDir, id: merged.id ?? 'default' };
}
