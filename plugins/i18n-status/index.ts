import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin, OptionValidationContext } from '@docusaurus/types';
import {
  formatReport,
  hasFailures,
  i18nStatus,
  loadUntranslatable,
  NOTHING_UNTRANSLATABLE,
  type StatusSources,
} from './status';

export interface I18nStatusPluginOptions {
  /** Folder of the runtime tables (translations.json and translations-<locale>.json), relative to the site. */
  uiTablesDir: string;
  /**
   * The one list of strings no language translates (brand, version label, code identifiers), relative to
   * the site: `{ "messages", "keys", "patterns" }` (status.ts, `loadUntranslatable`).
   */
  untranslatableFile: string;
  id?: string;
}

interface CommandOptions {
  root?: string;
  baseline?: string;
  locales?: string;
}

/**
 * Extracts the English versions of the Docusaurus translation files (what `write-translations` would write
 * for English) into a temporary folder of .docusaurus/, through a config that only moves the i18n folder there, so the
 * site's own i18n/ folder is never touched.
 */
async function extractEnglishBaseline(context: LoadContext): Promise<{ dir: string; cleanUp: () => void }> {
  const { writeTranslations } = await import('@docusaurus/core/lib');
  // Inside the site (in the generated-files folder) so the config resolves the site's packages.
  mkdirSync(context.generatedFilesDir, { recursive: true });
  const tmp = mkdtempSync(path.join(context.generatedFilesDir, 'i18n-status-'));
  const configFile = path.join(tmp, 'docusaurus.config.ts');
  // Docusaurus resolves a plugin, theme or preset named by a relative path from the config file's folder,
  // which is now the temporary one: name the site's own ones by absolute path (`./plugins/page-tree/…`).
  writeFileSync(
    configFile,
    [
      `import path from 'node:path';`,
      `import config from ${JSON.stringify(context.siteConfigPath)};`,
      `const siteDir = ${JSON.stringify(context.siteDir)};`,
      `const absolute = (name) => typeof name === 'string' && /^\\.\\.?\\//.test(name) ? path.resolve(siteDir, name) : name;`,
      `const entry = (item) => Array.isArray(item) ? [absolute(item[0]), ...item.slice(1)] : absolute(item);`,
      `const list = (items) => (Array.isArray(items) ? items.map(entry) : items);`,
      'export default {',
      '  ...config,',
      '  plugins: list(config.plugins),',
      '  themes: list(config.themes),',
      '  presets: list(config.presets),',
      '  clientModules: list(config.clientModules),',
      `  i18n: { ...config.i18n, path: ${JSON.stringify(path.join(tmp, 'i18n'))} },`,
      '};',
      '',
    ].join('\n'),
  );
  const cleanUp = () => rmSync(tmp, { recursive: true, force: true });
  try {
    await writeTranslations(context.siteDir, {
      config: configFile,
      locale: context.i18n.defaultLocale,
      override: true,
    });
  } catch (error) {
    cleanUp();
    throw error;
  }
  return { dir: path.join(tmp, 'i18n', context.i18n.defaultLocale), cleanUp };
}

/**
 * Adds `docusaurus i18n:status` (npm run i18n:status): per locale, how many strings are translated,
 * missing and obsolete in the runtime tables and the Docusaurus translation files. It exits with an error
 * on malformed JSON or on a string whose `{placeholders}` differ from English.
 *
 * Options: `--locales zh,pt` (default: every locale of i18n.localeConfigs but English), `--root <dir>` to
 * check another tree laid out like the site, `--baseline <dir>` to use ready-made English Docusaurus files
 * instead of extracting them.
 */
export default function i18nStatusPlugin(
  context: LoadContext,
  options: I18nStatusPluginOptions,
): Plugin<void> {
  return {
    name: 'i18n-status',
    extendCli(cli) {
      cli
        .command('i18n:status')
        .description(
          'Report translated, missing and obsolete strings per locale; fail on malformed JSON or placeholder mismatches.',
        )
        .option('--root <dir>', 'the tree to check (default: the site)')
        .option('--baseline <dir>', 'English Docusaurus translation files (default: extracted now)')
        .option('--locales <list>', 'comma-separated locales (default: the configured ones but English)')
        .action(async (command: CommandOptions) => {
          const root = path.resolve(command.root ?? context.siteDir);
          const locales = command.locales
            ? command.locales
                .split(',')
                .map((locale) => locale.trim())
                .filter(Boolean)
            : Object.keys(context.siteConfig.i18n.localeConfigs).filter(
                (locale) => locale !== context.i18n.defaultLocale,
              );
          // Read first, so a broken list fails before the extraction. A tree without the file marks nothing.
          const untranslatableFile = path.join(root, options.untranslatableFile);
          const untranslatable = existsSync(untranslatableFile)
            ? loadUntranslatable(untranslatableFile)
            : NOTHING_UNTRANSLATABLE;
          let baseline = command.baseline ? { dir: path.resolve(command.baseline), cleanUp: () => {} } : null;
          if (!baseline) {
            console.log('Extracting the English strings (write-translations) …');
            baseline = await extractEnglishBaseline(context);
          }
          try {
            const sources: StatusSources = {
              uiTablesDir: path.join(root, options.uiTablesDir),
              i18nDir: path.join(root, context.siteConfig.i18n.path),
              baselineDir: baseline.dir,
              locales,
              untranslatable,
            };
            const report = i18nStatus(sources);
            console.log(formatReport(report, root));
            if (hasFailures(report)) process.exitCode = 1;
          } finally {
            baseline.cleanUp();
          }
        });
    },
  };
}

export function validateOptions({
  options,
}: OptionValidationContext<
  Partial<I18nStatusPluginOptions> | undefined,
  I18nStatusPluginOptions
>): I18nStatusPluginOptions {
  const uiTablesDir = options?.uiTablesDir ?? 'src/i18n/translations';
  if (typeof uiTablesDir !== 'string' || uiTablesDir === '' || path.isAbsolute(uiTablesDir)) {
    throw new Error('i18n-status: "uiTablesDir" must be a folder relative to the site.');
  }
  const untranslatableFile = options?.untranslatableFile ?? 'i18n/untranslatable.json';
  if (
    typeof untranslatableFile !== 'string' ||
    !untranslatableFile.endsWith('.json') ||
    path.isAbsolute(untranslatableFile)
  ) {
    throw new Error('i18n-status: "untranslatableFile" must be a .json file relative to the site.');
  }
  return { uiTablesDir, untranslatableFile, id: options?.id ?? 'default' };
}
