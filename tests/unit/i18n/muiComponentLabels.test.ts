import { muiComponentLabels } from '@site/src/i18n/muiComponentLabels';
import zhCode from '@site/i18n/zh/code.json';
import ptCode from '@site/i18n/pt/code.json';

// In unit tests no locale is built, so the English messages apply.
const labels = muiComponentLabels();

test('English labels are MUI’s own English defaults', () => {
  const pagination = labels.MuiTablePagination!.defaultProps!;
  expect(pagination.labelRowsPerPage).toBe('Rows per page:');
  expect((['first', 'last', 'next', 'previous'] as const).map((type) => pagination.getItemAriaLabel!(type))).toEqual([
    'Go to first page',
    'Go to last page',
    'Go to next page',
    'Go to previous page',
  ]);
  const rows = { from: 11, to: 20, page: 1 };
  expect(pagination.labelDisplayedRows!({ ...rows, count: 42 })).toBe('11–20 of 42');
  expect(pagination.labelDisplayedRows!({ ...rows, count: -1 })).toBe('11–20 of more than 20');
  expect(labels.MuiRating!.defaultProps!.getLabelText!(1)).toBe('1 Star');
  expect(labels.MuiRating!.defaultProps!.getLabelText!(3.5)).toBe('3.5 Stars');
  expect(labels.MuiRating!.defaultProps!.emptyLabelText).toBe('Empty');
  expect(labels.MuiAutocomplete!.defaultProps).toMatchObject({
    clearText: 'Clear',
    closeText: 'Close',
    loadingText: 'Loading…',
    noOptionsText: 'No options',
    openText: 'Open',
  });
  expect(labels.MuiAlert!.defaultProps!.closeText).toBe('Close');
  expect(labels.MuiBreadcrumbs!.defaultProps!.expandText).toBe('Show path');
});

test.each([
  ['zh', zhCode],
  ['pt', ptCode],
])('i18n/%s/code.json overrides exactly the MUI label ids', (_locale, code) => {
  const ids = Object.keys(code).sort();
  expect(ids).toEqual([
    'mui.Alert.closeText',
    'mui.Autocomplete.clearText',
    'mui.Autocomplete.closeText',
    'mui.Autocomplete.loadingText',
    'mui.Autocomplete.noOptionsText',
    'mui.Autocomplete.openText',
    'mui.Breadcrumbs.expandText',
    'mui.Rating.emptyLabelText',
    'mui.Rating.oneStar',
    'mui.Rating.stars',
    'mui.TablePagination.firstPage',
    'mui.TablePagination.labelDisplayedRows',
    'mui.TablePagination.labelDisplayedRowsUnknownCount',
    'mui.TablePagination.labelRowsPerPage',
    'mui.TablePagination.lastPage',
    'mui.TablePagination.nextPage',
    'mui.TablePagination.previousPage',
  ]);
});

test('the zh and pt labels are MUI’s zhCN and ptBR strings', () => {
  expect(zhCode['mui.TablePagination.labelRowsPerPage'].message).toBe('每页行数:');
  expect(zhCode['mui.Autocomplete.noOptionsText'].message).toBe('没有可用选项');
  expect(ptCode['mui.Breadcrumbs.expandText'].message).toBe('Mostrar caminho');
  expect(ptCode['mui.TablePagination.labelDisplayedRows'].message).toBe('{from}–{to} de {count}');
});
