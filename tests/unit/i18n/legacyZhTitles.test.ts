import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import legacyZhTitlesPlugin, {
  DEFAULT_TABLE_FILE,
  loadLegacyZhTitles,
  validateOptions,
  type LegacyZhTitlesGlobalData,
} from '@site/plugins/legacy-zh-titles';
import { LEGACY_GROUPS, validateLegacyTitles } from '@site/plugins/legacy-zh-titles/validate';
import table from '@site/plugins/legacy-zh-titles/legacy-zh-titles.json';

const siteDir = path.resolve(__dirname, '../../..');
const badFixture = path.join(siteDir, 'tests/fixtures/legacy-zh-titles/bad.json');

function contextFor(locale: string): LoadContext {
  return { siteDir, i18n: { currentLocale: locale } } as unknown as LoadContext;
}

describe('the shipped legacy Chinese title map', () => {
  const { titles, problems } = validateLegacyTitles(table);

  test('is valid and covers every group', () => {
    expect(problems).toEqual([]);
    expect(Object.keys(table).sort()).toEqual([...LEGACY_GROUPS].sort());
  });

  test('holds the named paths and exactly one external https entry', () => {
    expect(titles['/getting-started/installation']).toBe('安装');
    expect(titles['/getting-started/usage']).toBe('用法');
    expect(titles['/components/buttons']).toBe('按钮');
    expect(titles['/components/autocomplete']).toBe('自动补全');
    expect(titles['/customization/theme']).toBe('主题');
    expect(titles['/guides/typescript']).toBe('TypeScript');
    const external = Object.keys(titles).filter((key) => !key.startsWith('/'));
    expect(external).toEqual(['https://mui.com/store/']);
  });
});

describe('validateLegacyTitles', () => {
  test('names each bad entry', () => {
    const { problems, titles } = validateLegacyTitles(JSON.parse(readFileSync(badFixture, 'utf8')));
    expect(problems).toEqual([
      'entry "getting-started → http://mui.com/store/": an external entry must be an https URL',
      'entry "components → /components/autocomplete": the title must be a non-empty string',
      'entry "components → components/checkboxes": the path must start with "/"',
      'entry "components → /guides/typescript": the path belongs to another group than "components"',
      'group "blog" is not one of getting-started, components, css-in-js, system, customization, guides, discover-more, versions, styles',
    ]);
    expect(titles).toEqual({ '/getting-started/installation': '安装', '/components/buttons': '按钮' });
  });

  test('rejects a table that is not an object and a path listed twice', () => {
    expect(validateLegacyTitles([]).problems).toEqual(['the table must be an object of groups']);
    expect(validateLegacyTitles({ versions: { '/versions': 42 } }).problems).toEqual([
      'entry "versions → /versions": the title must be a non-empty string',
    ]);
  });
});

describe('the legacy-zh-titles plugin', () => {
  test('fails the build on a bad table, naming the entries', async () => {
    const plugin = legacyZhTitlesPlugin(contextFor('en'), { file: path.relative(siteDir, badFixture) });
    await expect(plugin.loadContent!()).rejects.toThrow(
      /bad\.json has bad entries:\n- entry "getting-started → http:\/\/mui\.com\/store\/"/,
    );
    await expect(loadLegacyZhTitles(badFixture)).rejects.toThrow('entry "components → components/checkboxes"');
  });

  test('fails clearly on a missing or unparsable file', async () => {
    await expect(loadLegacyZhTitles(path.join(siteDir, 'tests/fixtures/legacy-zh-titles/absent.json'))).rejects.toThrow(
      /legacy-zh-titles: cannot read .*absent\.json/,
    );
  });

  test.each([
    ['zh', true],
    ['en', false],
  ])('in a %s build, ships the titles: %s', async (locale, ships) => {
    const plugin = legacyZhTitlesPlugin(contextFor(locale), { file: DEFAULT_TABLE_FILE });
    const content = await plugin.loadContent!();
    const setGlobalData = jest.fn();
    await plugin.contentLoaded!({ content, actions: { setGlobalData } as never });
    const data = setGlobalData.mock.calls[0][0] as LegacyZhTitlesGlobalData;
    expect(Object.keys(data.titles).length > 0).toBe(ships);
    if (ships) expect(data.titles['/components/buttons']).toBe('按钮');
  });

  test('validateOptions returns the id and a default file', () => {
    expect(validateOptions({ options: {}, validate: jest.fn() } as never)).toEqual({
      file: DEFAULT_TABLE_FILE,
      id: 'default',
    });
    expect(() => validateOptions({ options: { file: 'table.yaml' }, validate: jest.fn() } as never)).toThrow('.json');
  });
});
