import type { PageTreeNode } from '../../pageTree/types';

/** The Date and Time Pickers section of the navigation tree (see src/data/pages.ts). */
export const datePickersPages: PageTreeNode = {
  pathname: '/react-date-pickers-group',
  title: 'Date and Time Pickers',
  children: [
    { pathname: '/react-date-pickers/', title: 'Overview' },
    { pathname: '/react-date-pickers/getting-started' },
  ],
};
