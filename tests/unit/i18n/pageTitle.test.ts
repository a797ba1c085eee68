import legacyTable from '@site/plugins/legacy-zh-titles/legacy-zh-titles.json';
import { validateLegacyTitles } from '@site/plugins/legacy-zh-titles/validate';
import { pageTitle } from '@site/src/i18n/pageTitle';
import { TRANSLATIONS, withLegacyZhTitles } from '@site/src/i18n/tables';
import type { Translations } from '@site/src/i18n/translate';

// The tables the site uses in a zh build: the zh UI table plus the legacy map's titles.
const translations = withLegacyZhTitles(TRANSLATIONS, validateLegacyTitles(legacyTable).titles);

type Row = [pathname: string, language: string, title: string];

const rows: Row[] = [
  // translation-table hits (the core docs index)
  ['/components/buttons', 'en', 'Button'],
  ['/getting-started/installation', 'en', 'Installation'],
  ['/components/buttons/', 'en', 'Button'],
  ['/zh/components/buttons', 'en', 'Button'],
  ['/components/buttons?x=1#y', 'en', 'Button'],
  ['/components/buttons/components-api/', 'en', 'Button'],
  ['/components//buttons', 'en', 'Button'],
  ['https://mui.com/store/', 'en', 'Premium themes'],
  // zh through the legacy map
  ['/getting-started/installation', 'zh', '安装'],
  ['/getting-started/usage', 'zh', '用法'],
  ['/components/autocomplete', 'zh', '自动补全'],
  ['/customization/theme', 'zh', '主题'],
  ['/guides/typescript', 'zh', 'TypeScript'],
  ['/zh/components/buttons/', 'zh', '按钮'],
  ['/versions', 'zh', '版本'],
  ['/styles/basics', 'zh', '基础'],
  ['https://mui.com/store/', 'zh', '高级主题'],
  // a language without page titles uses English, then the derived title
  ['/components/buttons', 'pt', 'Button'],
  ['/components/buttons', 'xx', 'Button'],
  // fallback: derived from the last segment
  ['/x/react-data-grid/editing', 'zh', 'Editing'],
  ['/x/react-data-grid/', 'en', 'Data grid'],
  ['/x/react-date-pickers/date-time-picker/', 'en', 'Date time picker'],
  ['/x/react-charts/hooks-api/', 'en', 'Charts'],
  ['/x/common-concepts/custom-components', 'en', 'Custom components'],
  // API paths: PascalCase, use… hooks camelCase
  ['/x/api/data-grid/data-grid-pro/', 'en', 'DataGridPro'],
  ['/x/api/charts/use-chart-id/', 'en', 'useChartId'],
  ['/x/api/tree-view/rich-tree-view/components-api/', 'en', 'RichTreeView'],
  ['/api/use-media-query', 'en', 'useMediaQuery'],
  ['/zh/api/button-base/', 'zh', 'ButtonBase'],
];

test.each(rows)('%s in %s → %s', (pathname, language, title) => {
  expect(pageTitle(pathname, language, translations)).toBe(title);
});

test('the table has at least 20 cases', () => {
  expect(rows.length).toBeGreaterThanOrEqual(20);
});

test('an empty or non-string title in a table is ignored', () => {
  const custom: Translations = {
    en: { pages: { '/guides/testing': '' } },
    fr: { pages: { '/guides/testing': { nested: 'x' } } },
  };
  expect(pageTitle('/guides/testing', 'en', custom)).toBe('Testing');
  expect(pageTitle('/guides/testing', 'fr', custom)).toBe('Testing');
});

test('without the legacy map (an English build), zh titles are English', () => {
  expect(pageTitle('/components/buttons', 'zh', TRANSLATIONS)).toBe('Button');
  expect(withLegacyZhTitles(TRANSLATIONS, {})).toBe(TRANSLATIONS);
});
