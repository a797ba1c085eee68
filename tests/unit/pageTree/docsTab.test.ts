import { stripDocsTab } from '@site/src/pageTree/docsTab';
import { titleFromPathname } from '@site/src/pageTree/pageTitle';

test.each([
  ['/react-charts/components-api/', '/react-charts/'],
  ['/react-charts/components-api', '/react-charts'],
  ['/x/react-data-grid/hooks-api/', '/x/react-data-grid/'],
  ['/x/react-data-grid/hooks-api?x=1', '/x/react-data-grid?x=1'],
  ['/x/react-data-grid/', '/x/react-data-grid/'],
  ['/x/react-data-grid/components-api/editing/', '/x/react-data-grid/components-api/editing/'],
  ['/components-api/', '/components-api/'],
  ['/x/react-charts/demos/', '/x/react-charts/demos/'],
])('stripDocsTab(%s) → %s', (input, expected) => {
  expect(stripDocsTab(input)).toBe(expected);
});

test('titles ignore a docs tab and understand /api-docs', () => {
  expect(titleFromPathname('/x/react-charts/components-api/')).toBe('Charts');
  expect(titleFromPathname('/api-docs/use-scroll-trigger')).toBe('useScrollTrigger');
});
