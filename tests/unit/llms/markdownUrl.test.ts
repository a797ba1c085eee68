import { markdownFileOf, markdownUrlOf } from '@site/src/llms/markdownUrl';

describe('markdownUrlOf', () => {
  it.each([
    ['/x/react-data-grid/sorting/', '/x/react-data-grid/sorting.md'],
    ['/x/react-data-grid/sorting', '/x/react-data-grid/sorting.md'],
    ['/x/react-data-grid/', '/x/react-data-grid.md'],
    ['/x/api/data-grid/data-grid/#prop-checkboxSelection', '/x/api/data-grid/data-grid.md'],
    ['/x/introduction/?tab=1', '/x/introduction.md'],
    ['/x/', '/x/index.md'],
  ])('%s → %s', (page, markdown) => {
    expect(markdownUrlOf(page, '/x/')).toBe(markdown);
  });

  it('gives the output file relative to the build folder', () => {
    expect(markdownFileOf('/x/react-charts/getting-started/', '/x/')).toBe('react-charts/getting-started.md');
    expect(markdownFileOf('/x/', '/x')).toBe('index.md');
  });
});
