import { translate } from '@docusaurus/Translate';
import type { ThemeOptions } from '@mui/material/styles';

const PAGINATION_DESCRIPTION = 'A label of the MUI table pagination';

/**
 * The text MUI components show themselves (table pagination, rating, autocomplete, alert, breadcrumbs),
 * as theme default props. Each string is a Docusaurus translation (`mui.*` ids in i18n/<locale>/code.json),
 * so a language build picks up its own labels; English is the message given here. The zh and pt files
 * hold the labels of MUI's own zhCN and ptBR locales.
 */
export function muiComponentLabels(): NonNullable<ThemeOptions['components']> {
  const pageLabels = {
    first: translate({
      id: 'mui.TablePagination.firstPage',
      message: 'Go to first page',
      description: PAGINATION_DESCRIPTION,
    }),
    last: translate({
      id: 'mui.TablePagination.lastPage',
      message: 'Go to last page',
      description: PAGINATION_DESCRIPTION,
    }),
    next: translate({
      id: 'mui.TablePagination.nextPage',
      message: 'Go to next page',
      description: PAGINATION_DESCRIPTION,
    }),
    previous: translate({
      id: 'mui.TablePagination.previousPage',
      message: 'Go to previous page',
      description: PAGINATION_DESCRIPTION,
    }),
  };
  const close = translate({
    id: 'mui.Alert.closeText',
    message: 'Close',
    description: 'The close button of an MUI alert',
  });
  return {
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: (type) => pageLabels[type],
        labelRowsPerPage: translate({
          id: 'mui.TablePagination.labelRowsPerPage',
          message: 'Rows per page:',
          description: PAGINATION_DESCRIPTION,
        }),
        labelDisplayedRows: ({ from, to, count }) =>
          count !== -1
            ? translate(
                {
                  id: 'mui.TablePagination.labelDisplayedRows',
                  message: '{from}–{to} of {count}',
                  description: 'The rows shown by an MUI table pagination, when the total is known',
                },
                { from, to, count },
              )
            : translate(
                {
                  id: 'mui.TablePagination.labelDisplayedRowsUnknownCount',
                  message: '{from}–{to} of more than {to}',
                  description: 'The rows shown by an MUI table pagination, when the total is unknown',
                },
                { from, to },
              ),
      },
    },
    MuiRating: {
      defaultProps: {
        getLabelText: (value) =>
          value === 1
            ? translate(
                { id: 'mui.Rating.oneStar', message: '{value} Star', description: 'An MUI rating of exactly one star' },
                { value },
              )
            : translate(
                {
                  id: 'mui.Rating.stars',
                  message: '{value} Stars',
                  description: 'An MUI rating of any other number of stars',
                },
                { value },
              ),
        emptyLabelText: translate({
          id: 'mui.Rating.emptyLabelText',
          message: 'Empty',
          description: 'An MUI rating with no value',
        }),
      },
    },
    MuiAutocomplete: {
      defaultProps: {
        clearText: translate({
          id: 'mui.Autocomplete.clearText',
          message: 'Clear',
          description: 'The clear button of an MUI autocomplete',
        }),
        closeText: translate({
          id: 'mui.Autocomplete.closeText',
          message: 'Close',
          description: 'Closes the list of an MUI autocomplete',
        }),
        loadingText: translate({
          id: 'mui.Autocomplete.loadingText',
          message: 'Loading…',
          description: 'An MUI autocomplete fetching options',
        }),
        noOptionsText: translate({
          id: 'mui.Autocomplete.noOptionsText',
          message: 'No options',
          description: 'An MUI autocomplete with nothing to offer',
        }),
        openText: translate({
          id: 'mui.Autocomplete.openText',
          message: 'Open',
          description: 'Opens the list of an MUI autocomplete',
        }),
      },
    },
    MuiAlert: { defaultProps: { closeText: close } },
    MuiBreadcrumbs: {
      defaultProps: {
        expandText: translate({
          id: 'mui.Breadcrumbs.expandText',
          message: 'Show path',
          description: 'The button that expands collapsed MUI breadcrumbs',
        }),
      },
    },
  };
}
