/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  compareTable,
  formatReport,
  hasFailures,
  i18nStatus,
  isUntranslatable,
  loadUntranslatable,
  placeholdersOf,
} from '@site/plugins/i18n-status/status';
import { tempDirsOfThisFile } from '../tempDirs';

/** Temporary folders made by this file, removed after it. */
const tempDir = tempDirsOfThisFile();

const siteDir = path.resolve(__dirname, '../../..');
const fixture = path.join(siteDir, 'tests/fixtures/i18n');
const sources = {
  uiTablesDir: path.join(fixture, 'src/i18n/translations'),
  i18nDir: path.join(fixture, 'i18n'),
  baselineDir: path.join(fixture, 'baseline'),
  locales: ['zh', 'pt'],
};

describe('i18nStatus on the fixture', () => {
  const report = i18nStatus(sources);
  const [zh, pt] = report;

  test('zh UI strings: one missing, one obsolete, one placeholder mismatch; pages ignored', () => {
    const ui = zh.files[0];
    expect(ui.label).toBe('UI strings');
    expect(ui.error).toBeUndefined();
    expect(ui.translated.sort()).toEqual(['menu.count', 'menu.open']);
    expect(ui.missing).toEqual(['greeting']);
    expect(ui.obsolete).toEqual(['oldKey']);
    expect(ui.placeholderMismatches).toEqual([{ key: 'menu.count', english: ['count'], localized: ['total'] }]);
  });

  test('zh code.json is fully translated', () => {
    const code = zh.files[1];
    expect(code.label).toBe('Docusaurus code.json');
    expect(code.translated).toHaveLength(2);
    expect(code.missing).toEqual([]);
    expect(code.obsolete).toEqual([]);
  });

  test('pt UI strings are malformed JSON; code.json has an untranslated, a missing and an obsolete string', () => {
    expect(pt.files[0].error).toMatch(/^malformed JSON: translations-pt\.json: /);
    const code = pt.files[1];
    expect(code.translated).toEqual([]);
    expect(code.missing).toEqual(['mui.Alert.closeText', 'mui.TablePagination.labelDisplayedRows']);
    expect(code.obsolete).toEqual(['mui.Removed.label']);
  });

  test('the report fails and names each problem', () => {
    expect(hasFailures(report)).toBe(true);
    const text = formatReport(report, fixture);
    expect(text).toContain('zh: 4 translated, 1 missing, 1 obsolete');
    expect(text).toContain('missing: greeting');
    expect(text).toContain('obsolete: oldKey');
    expect(text).toContain('✗ placeholders differ in "menu.count": English has {count}, zh has {total}');
    expect(text).toMatch(/✗ UI strings \(src\/i18n\/translations\/translations-pt\.json\): malformed JSON/);
    expect(text).toContain('pt: 0 translated, 2 missing, 1 obsolete');
    expect(text).toContain('i18n:status failed');
  });

  test('missing and obsolete strings alone do not fail; absent tables are skipped', () => {
    const withoutUiTables = i18nStatus({ ...sources, uiTablesDir: path.join(fixture, 'nowhere') });
    expect(withoutUiTables.map((locale) => locale.files.map((file) => file.label))).toEqual([
      ['Docusaurus code.json'],
      ['Docusaurus code.json'],
    ]);
    expect(withoutUiTables[1].files[0].obsolete).toEqual(['mui.Removed.label']);
    expect(hasFailures(withoutUiTables)).toBe(false);
  });
});

test('placeholdersOf lists each name once, sorted', () => {
  expect(placeholdersOf('{to} of {from}–{to}')).toEqual(['from', 'to']);
  expect(placeholdersOf('none')).toEqual([]);
});

test('a missing translated file counts every key as missing', () => {
  const status = compareTable({
    label: 'x',
    format: 'docusaurus',
    englishFile: path.join(fixture, 'baseline/code.json'),
    localizedFile: path.join(fixture, 'i18n/fr/code.json'),
  });
  expect(status.missing).toHaveLength(2);
  expect(status.error).toBeUndefined();
});

test('npm run i18n:status reports the fixture and exits with an error', () => {
  const result = spawnSync(
    path.join(siteDir, 'node_modules/.bin/docusaurus'),
    ['i18n:status', '--root', fixture, '--baseline', path.join(fixture, 'baseline'), '--locales', 'zh,pt'],
    { cwd: siteDir, encoding: 'utf8', timeout: 60000 },
  );
  expect(result.status).toBe(1);
  expect(result.stdout).toContain('zh: 4 translated, 1 missing, 1 obsolete');
  expect(result.stdout).toContain('✗ placeholders differ in "menu.count"');
  expect(result.stdout).toContain('malformed JSON');
  expect(result.stdout).toContain('obsolete: mui.Removed.label');
}, 60000);

describe('untranslatable strings', () => {
  const rules = loadUntranslatable(path.join(siteDir, 'i18n/untranslatable.json'));

  test("the site's list keeps the brand, the version label and code identifiers in English", () => {
    expect(isUntranslatable('title', 'MUI X', rules)).toBe(true);
    expect(isUntranslatable('version.label', 'v8.29.3', rules)).toBe(true);
    for (const identifier of ['DataGridPro', 'useGridApiRef', 'GridColDef', 'LicenseInfo.setLicenseKey']) {
      expect(`${identifier}: ${isUntranslatable(`sidebar.docs.doc./api/${identifier}`, identifier, rules)}`).toBe(
        `${identifier}: true`,
      );
    }
    for (const words of ['Sorting', 'Getting started', 'Row grouping', 'MUI X pricing', 'Pro plan']) {
      expect(`${words}: ${isUntranslatable('sidebar.docs.doc./x', words, rules)}`).toBe(`${words}: false`);
    }
  });

  test('marked strings are neither translated nor missing', () => {
    const status = compareTable(
      {
        label: 'x',
        format: 'docusaurus',
        englishFile: path.join(fixture, 'baseline/code.json'),
        localizedFile: path.join(fixture, 'i18n/pt/code.json'),
      },
      { messages: [], keys: ['mui.Alert.closeText'], patterns: [] },
    );
    expect(status.untranslatable).toEqual(['mui.Alert.closeText']);
    expect(status.missing).toEqual(['mui.TablePagination.labelDisplayedRows']);
    expect(status.translated).toEqual([]);
    const report = formatReport(
      [{ locale: 'pt', files: [status] }],
      fixture,
    );
    expect(report).toContain('pt: 0 translated, 1 missing, 1 obsolete (1 kept in English');
  });

  test('a broken list is a clear error naming the file', () => {
    const dir = tempDir('untranslatable-');
    const write = (text: string) => {
      const file = path.join(dir, 'untranslatable.json');
      writeFileSync(file, text);
      return () => loadUntranslatable(file);
    };
    expect(write('{"messages": "MUI X"}')).toThrow(/untranslatable\.json: "messages" must be a list/);
    expect(write('{"patterns": ["("]}')).toThrow(/"\(" is not a valid regular expression/);
    expect(write('{"keyz": []}')).toThrow(/unknown field\(s\): keyz/);
    expect(write('[1]')).toThrow(/must hold a JSON object/);
    expect(write('{"patterns": ["MUI"]}')().patterns[0].test('MUI X')).toBe(false);
  });
});
