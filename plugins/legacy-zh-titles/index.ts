import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin, OptionValidationContext } from '@docusaurus/types';
import { validateLegacyTitles, type LegacyTitles } from './validate';

export interface LegacyZhTitlesPluginOptions {
  /** The JSON table, relative to the site directory. */
  file: string;
  id?: string;
}

export interface LegacyZhTitlesGlobalData {
  /** Path → Chinese title; filled only in a `zh` build, where the title helper reads it. */
  titles: LegacyTitles;
}

export const DEFAULT_TABLE_FILE = 'plugins/legacy-zh-titles/legacy-zh-titles.json';

/** Reads and checks the table; throws one error listing every bad entry. */
export async function loadLegacyZhTitles(file: string): Promise<LegacyTitles> {
  let table: unknown;
  try {
    table = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`legacy-zh-titles: cannot read ${file}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const { titles, problems } = validateLegacyTitles(table);
  if (problems.length > 0) {
    throw new Error(`legacy-zh-titles: ${file} has bad entries:\n- ${problems.join('\n- ')}`);
  }
  return titles;
}

/**
 * The legacy Chinese title map: old core-docs paths with their Chinese page titles. The table is checked
 * on every start and build, so a bad entry fails early with its name. Only a `zh` build ships it to the
 * browser (as global data); other languages never look at it.
 */
export default function legacyZhTitlesPlugin(
  context: LoadContext,
  options: LegacyZhTitlesPluginOptions,
): Plugin<LegacyTitles> {
  const file = path.resolve(context.siteDir, options.file);
  return {
    name: 'legacy-zh-titles',
    getPathsToWatch: () => [file],
    loadContent: () => loadLegacyZhTitles(file),
    async contentLoaded({ content, actions }) {
      const data: LegacyZhTitlesGlobalData = {
        titles: context.i18n.currentLocale === 'zh' ? content : {},
      };
      actions.setGlobalData(data);
    },
  };
}

export function validateOptions({
  options,
}: OptionValidationContext<
  Partial<LegacyZhTitlesPluginOptions> | undefined,
  LegacyZhTitlesPluginOptions
>): LegacyZhTitlesPluginOptions {
  const file = options?.file ?? DEFAULT_TABLE_FILE;
  if (typeof file !== 'string' || !file.endsWith('.json')) {
    throw new Error('legacy-zh-titles: the "file" option must be the path of a .json file.');
  }
  return { file, id: options?.id ?? 'default' };
}
