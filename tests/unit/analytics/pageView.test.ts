import { canonicalPath, isNewPage, pageViewParams } from '../../../src/analytics/pageView';
import { getProductInfoFromUrl } from '../../../src/productInfo';

describe('page view parameters', () => {
  it.each([
    ['/x/react-data-grid/sorting/', 'x-data-grid'],
    ['/x/react-date-pickers/', 'x-date-pickers'],
    ['/x/react-charts/bars/', 'x-charts'],
    ['/x/react-tree-view/quickstart/', 'x-tree-view'],
    ['/x/api/data-grid/data-grid/', 'x-data-grid'],
    ['/x/api/charts/bar-chart/', 'x-charts'],
    ['/x/introduction/', 'null'],
    ['/x/', 'null'],
  ])('maps %s to product %s in category x', (pathname, productId) => {
    expect(getProductInfoFromUrl(pathname)).toEqual({ productId, productCategoryId: 'x' });
  });

  it('reads title and canonical path', () => {
    expect(pageViewParams('Sorting - MUI X', '/x/react-data-grid/sorting/')).toEqual({
      page_title: 'Sorting - MUI X',
      page_location: '/x/react-data-grid/sorting/',
      productId: 'x-data-grid',
      productCategoryId: 'x',
    });
    expect(canonicalPath('/x/a/?q=1#h')).toBe('/x/a/');
  });

  it('counts a new pathname as a new page, never a hash or query change', () => {
    expect(isNewPage('/x/a/', undefined)).toBe(true);
    expect(isNewPage('/x/a/', null)).toBe(true);
    expect(isNewPage('/x/b/', '/x/a/')).toBe(true);
    expect(isNewPage('/x/a/', '/x/a/')).toBe(false);
  });
});
