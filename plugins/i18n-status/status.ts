import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** How a file stores its strings. */
export type TableFormat =
  /** `{ "a": { "b": "text" } }`, read as `a.b` (src/i18n/translations). */
  | 'nested'
  /** `{ "id": { "message": "text", "description": "…" } }` (Docusaurus's i18n/<locale>/*.json). */
  | 'docusaurus';

export interface TablePair {
  /** Shown in the report, e.g. `UI strings`. */
  label: string;
  format: TableFormat;
  englishFile: string;
  localizedFile: string;
  /** Top-level keys left out of the comparison (for example `pages`, which has its own source). */
  ignoreTopLevel?: string[];
}

export interface PlaceholderMismatch {
  key: string;
  english: string[];
  localized: string[];
}

export interface FileStatus {
  label: string;
  localizedFile: string;
  /** Set when a file cannot be read as JSON of the expected shape; counts are then zero. */
  error?: string;
  translated: string[];
  /** Keys absent from the translation, or still identical to English (how write-translations leaves new strings). */
  missing: string[];
  /** Keys the translation has but English no longer has. */
  obsolete: string[];
  /** Keys whose English text stays as it is in every language (see `Untranslatable`): neither translated nor missing. */
  untranslatable: string[];
  placeholderMismatches: PlaceholderMismatch[];
}

export interface LocaleStatus {
  locale: string;
  files: FileStatus[];
}

/**
 * The strings no language translates — the brand, the version label, code identifiers — marked once in
 * `i18n/untranslatable.json` (read by `loadUntranslatable`).
 */
export interface Untranslatable {
  /** English texts kept as they are wherever they appear (`MUI X`). */
  messages: string[];
  /** Keys kept as they are in every file (`version.label`: the installed package version). */
  keys: string[];
  /** English texts matching one of these are code (`DataGridPro`, `useGridApiRef`). */
  patterns: RegExp[];
}

export const NOTHING_UNTRANSLATABLE: Untranslatable = { messages: [], keys: [], patterns: [] };

/** True when the string at `key` stays in English in every language. */
export function isUntranslatable(key: string, englishText: string, rules: Untranslatable): boolean {
  return (
    rules.keys.includes(key) ||
    rules.messages.includes(englishText) ||
    rules.patterns.some((pattern) => pattern.test(englishText))
  );
}

function stringList(data: Record<string, unknown>, name: string): string[] {
  const value = data[name] ?? [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || item === '')) {
    throw new Error(`"${name}" must be a list of non-empty strings`);
  }
  return value as string[];
}

/**
 * Reads the untranslatable strings file: `{ "messages": [...], "keys": [...], "patterns": [...] }`, each
 * pattern a regular expression source matched against the whole English text. Throws with the file's name
 * on anything else, so a typo cannot silently count strings as missing.
 */
export function loadUntranslatable(file: string): Untranslatable {
  try {
    const data = readJson(file);
    if (data === null || typeof data !== 'object' || Array.isArray(data)) {
      throw new Error('the file must hold a JSON object');
    }
    const record = data as Record<string, unknown>;
    const unknownFields = Object.keys(record).filter(
      (name) => !['description', 'messages', 'keys', 'patterns'].includes(name),
    );
    if (unknownFields.length > 0) throw new Error(`unknown field(s): ${unknownFields.join(', ')}`);
    const patterns = stringList(record, 'patterns').map((source) => {
      try {
        return new RegExp(`^(?:${source})$`);
      } catch {
        throw new Error(`"${source}" is not a valid regular expression`);
      }
    });
    return { messages: stringList(record, 'messages'), keys: stringList(record, 'keys'), patterns };
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
}

type Flat = Map<string, string>;

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function flatten(data: unknown, format: TableFormat, ignoreTopLevel: string[] = []): Flat {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new Error('the file must hold a JSON object');
  }
  const flat: Flat = new Map();
  if (format === 'docusaurus') {
    for (const [key, entry] of Object.entries(data as Record<string, unknown>)) {
      const message = (entry as { message?: unknown } | null)?.message;
      if (typeof message !== 'string') throw new Error(`"${key}" has no string "message"`);
      flat.set(key, message);
    }
    return flat;
  }
  const visit = (node: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (prefix === '' && ignoreTopLevel.includes(key)) continue;
      const dotted = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') flat.set(dotted, value);
      else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        visit(value as Record<string, unknown>, dotted);
      } else throw new Error(`"${dotted}" must be a string or an object of strings`);
    }
  };
  visit(data as Record<string, unknown>, '');
  return flat;
}

/** The `{name}` placeholders of a string, sorted and without repeats. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();
}

function loadFlat(file: string, format: TableFormat, ignore?: string[]): Flat {
  try {
    return flatten(readJson(file), format, ignore);
  } catch (error) {
    throw new Error(`${path.basename(file)}: ${(error as Error).message}`, { cause: error });
  }
}

/** Compares one translated file with its English source. A missing translated file means every key is missing. */
export function compareTable(pair: TablePair, rules: Untranslatable = NOTHING_UNTRANSLATABLE): FileStatus {
  const status: FileStatus = {
    label: pair.label,
    localizedFile: pair.localizedFile,
    translated: [],
    missing: [],
    obsolete: [],
    untranslatable: [],
    placeholderMismatches: [],
  };
  let english: Flat;
  let localized: Flat;
  try {
    english = loadFlat(pair.englishFile, pair.format, pair.ignoreTopLevel);
    localized = existsSync(pair.localizedFile)
      ? loadFlat(pair.localizedFile, pair.format, pair.ignoreTopLevel)
      : new Map();
  } catch (error) {
    status.error = `malformed JSON: ${(error as Error).message}`;
    return status;
  }
  for (const [key, englishText] of english) {
    if (isUntranslatable(key, englishText, rules)) {
      status.untranslatable.push(key);
      continue;
    }
    const text = localized.get(key);
    if (text === undefined || text.trim() === '' || text === englishText) {
      status.missing.push(key);
      continue;
    }
    status.translated.push(key);
    const expected = placeholdersOf(englishText);
    const actual = placeholdersOf(text);
    if (expected.join() !== actual.join()) {
      status.placeholderMismatches.push({ key, english: expected, localized: actual });
    }
  }
  for (const key of localized.keys()) {
    if (!english.has(key)) status.obsolete.push(key);
  }
  return status;
}

function jsonFilesUnder(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return jsonFilesUnder(full, base);
    return name.endsWith('.json') ? [path.relative(base, full)] : [];
  });
}

export interface StatusSources {
  /** Folder with translations.json (English) and translations-<locale>.json. */
  uiTablesDir: string;
  /** The Docusaurus i18n folder (i18n/<locale>/…). */
  i18nDir: string;
  /** English versions of the Docusaurus files, as write-translations extracts them. */
  baselineDir: string;
  locales: string[];
  /** Strings no language translates (default: none). */
  untranslatable?: Untranslatable;
}

/** Every pair of files to compare for one locale. */
export function tablePairs(sources: StatusSources, locale: string): TablePair[] {
  const pairs: TablePair[] = [
    {
      label: 'UI strings',
      format: 'nested',
      englishFile: path.join(sources.uiTablesDir, 'translations.json'),
      localizedFile: path.join(sources.uiTablesDir, `translations-${locale}.json`),
      // Page titles fall back to a derived title by design; Chinese ones come from the legacy map plugin.
      ignoreTopLevel: ['pages'],
    },
  ];
  const localeDir = path.join(sources.i18nDir, locale);
  const files = new Set([...jsonFilesUnder(sources.baselineDir), ...jsonFilesUnder(localeDir)]);
  for (const relative of [...files].sort()) {
    pairs.push({
      label: `Docusaurus ${relative}`,
      format: 'docusaurus',
      englishFile: path.join(sources.baselineDir, relative),
      localizedFile: path.join(localeDir, relative),
    });
  }
  return pairs;
}

export function i18nStatus(sources: StatusSources): LocaleStatus[] {
  return sources.locales.map((locale) => ({
    locale,
    files: tablePairs(sources, locale)
      .filter((pair) => existsSync(pair.englishFile) || existsSync(pair.localizedFile))
      .map((pair) =>
        existsSync(pair.englishFile) ? compareTable(pair, sources.untranslatable) : obsoleteFile(pair),
      ),
  }));
}

/** A translated file whose English source is gone: everything in it is obsolete. */
function obsoleteFile(pair: TablePair): FileStatus {
  const status: FileStatus = {
    label: pair.label,
    localizedFile: pair.localizedFile,
    translated: [],
    missing: [],
    obsolete: [],
    untranslatable: [],
    placeholderMismatches: [],
  };
  try {
    status.obsolete = [...loadFlat(pair.localizedFile, pair.format).keys()];
  } catch (error) {
    status.error = `malformed JSON: ${(error as Error).message}`;
  }
  return status;
}

/** True when the status must fail the command: malformed JSON or placeholders that differ from English. */
export function hasFailures(report: LocaleStatus[]): boolean {
  return report.some((locale) =>
    locale.files.some((file) => file.error || file.placeholderMismatches.length > 0),
  );
}

const MAX_LISTED = 8;

function listKeys(keys: string[]): string {
  const shown = keys.slice(0, MAX_LISTED).join(', ');
  return keys.length > MAX_LISTED ? `${shown}, … (${keys.length - MAX_LISTED} more)` : shown;
}

/** The human-readable report, one block per locale. */
export function formatReport(report: LocaleStatus[], root: string): string {
  const lines: string[] = [];
  for (const { locale, files } of report) {
    const totals = files.reduce(
      (sum, file) => ({
        translated: sum.translated + file.translated.length,
        missing: sum.missing + file.missing.length,
        obsolete: sum.obsolete + file.obsolete.length,
        untranslatable: sum.untranslatable + file.untranslatable.length,
      }),
      { translated: 0, missing: 0, obsolete: 0, untranslatable: 0 },
    );
    lines.push(
      `${locale}: ${totals.translated} translated, ${totals.missing} missing, ${totals.obsolete} obsolete (${totals.untranslatable} kept in English: i18n/untranslatable.json)`,
    );
    for (const file of files) {
      const where = path.relative(root, file.localizedFile);
      if (file.error) {
        lines.push(`  ✗ ${file.label} (${where}): ${file.error}`);
        continue;
      }
      lines.push(
        `  ${file.label} (${where}): ${file.translated.length} translated, ${file.missing.length} missing, ${file.obsolete.length} obsolete`,
      );
      if (file.missing.length > 0) lines.push(`    missing: ${listKeys(file.missing)}`);
      if (file.obsolete.length > 0) lines.push(`    obsolete: ${listKeys(file.obsolete)}`);
      for (const mismatch of file.placeholderMismatches) {
        const show = (names: string[]) =>
          names.length ? names.map((name) => `{${name}}`).join(' ') : 'none';
        lines.push(
          `    ✗ placeholders differ in "${mismatch.key}": English has ${show(mismatch.english)}, ${locale} has ${show(mismatch.localized)}`,
        );
      }
    }
  }
  lines.push(hasFailures(report) ? 'i18n:status failed: fix the files marked ✗.' : 'i18n:status: no errors.');
  return lines.join('\n');
}
