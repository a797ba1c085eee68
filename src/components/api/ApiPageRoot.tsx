import * as React from 'react';
import { styled } from '@mui/material/styles';

/**
 * Every style of the generated API pages, in one place. Rows are plain elements with class names: a
 * DataGridPremium page has ~600 rows, and per-element `sx` would make Emotion serialise styles for each
 * of them during static rendering (slow builds) and hydration (slow pages).
 */
const ApiPageRootDiv = styled('div')(({ theme }) => {
  const vars = theme.vars ?? theme;
  const mono = 'var(--ifm-font-family-monospace)';
  return {
    '& .api-anchor': {
      scrollMarginTop: 'calc(var(--ifm-navbar-height) + 16px)',
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: 6,
      rowGap: 2,
      minWidth: 0,
    },
    // The link's mark is drawn here, not by an element per row (AnchorHeading).
    '& .api-anchor-link': {
      display: 'inline-flex',
      fontSize: '1.05rem',
      fontFamily: 'var(--ifm-font-family-base)',
      fontWeight: 500,
      lineHeight: 1,
      color: vars.palette.text.secondary,
      textDecoration: 'none',
      borderRadius: 4,
      opacity: 0.6,
      [theme.breakpoints.up('md')]: { opacity: 0 },
      '&::before': { content: '"#"' },
      '&:hover': { color: vars.palette.primary.main, textDecoration: 'none' },
    },
    '& .api-anchor:hover .api-anchor-link, & .api-anchor-link:focus-visible, & .api-anchor:target .api-anchor-link':
      { opacity: 1 },
    '& h3.api-anchor': {
      margin: 0,
      fontSize: '0.9375rem',
      fontWeight: 600,
      fontFamily: mono,
      overflowWrap: 'break-word',
      minWidth: 0,
    },
    '& .api-section-header': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      flexWrap: 'wrap',
      gap: 8,
    },
    '& .api-section': { marginBottom: 32 },
    '& .api-note': {
      fontSize: '0.875rem',
      color: vars.palette.text.secondary,
      marginBottom: 12,
      '& p': { marginBottom: 4 },
    },
    '& .api-required': { color: vars.palette.error.main, textDecoration: 'none', marginLeft: 2 },
    '& .api-mark': { marginLeft: 4, fontFamily: 'var(--ifm-font-family-base)', display: 'inline-flex' },
    '& .api-chip': {
      marginLeft: 6,
      fontFamily: 'var(--ifm-font-family-base)',
      fontSize: '0.6875rem',
      fontWeight: 600,
      lineHeight: '18px',
      padding: '0 6px',
      borderRadius: 9,
      border: `1px solid ${vars.palette.divider}`,
      color: vars.palette.text.secondary,
    },
    '& .api-chip-deprecated': { borderColor: vars.palette.warning.main, color: vars.palette.warning.dark },
    '& .api-deprecated': {
      marginBottom: 8,
      paddingLeft: 10,
      borderLeft: `3px solid ${vars.palette.warning.main}`,
    },
    '& .api-markdown': {
      '& > :last-child': { marginBottom: 0 },
      '& p, & ul': { marginTop: 0, marginBottom: 8 },
      '& pre': { fontSize: '0.8125rem', overflowX: 'auto', padding: 12, borderRadius: 8 },
    },
    // break-word (not anywhere) wraps long tokens without shrinking table columns to a few letters.
    '& code': { overflowWrap: 'break-word' },
    // Types, defaults, rule names: plain text in the code font, one element (the cell) per value.
    '& .api-code': { fontFamily: mono, fontSize: '0.8125rem', overflowWrap: 'break-word' },
    // Below the first screens: the browser lays these sections out when they come near the viewport.
    '& .api-section-slots, & .api-section-classes': {
      contentVisibility: 'auto',
      containIntrinsicSize: 'auto 3000px',
    },
    '& .api-filter': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: 8,
      margin: '4px 0 12px',
    },
    '& .api-filter-input': {
      flex: '1 1 16rem',
      maxWidth: '28rem',
      font: 'inherit',
      fontSize: '0.875rem',
      padding: '6px 10px',
      borderRadius: 8,
      border: `1px solid ${vars.palette.divider}`,
      backgroundColor: vars.palette.background.paper,
      color: vars.palette.text.primary,
      '&:focus-visible': { outline: `2px solid ${vars.palette.primary.main}`, outlineOffset: 1 },
    },
    '& .api-filter-key': {
      fontSize: '0.75rem',
      padding: '0 6px',
      borderRadius: 4,
      border: `1px solid ${vars.palette.divider}`,
      color: vars.palette.text.secondary,
    },
    '& .api-filter-status': {
      flexBasis: '100%',
      margin: 0,
      fontSize: '0.875rem',
      color: vars.palette.text.secondary,
      '&:empty': { display: 'none' },
    },
    '& .api-filter-clear': {
      font: 'inherit',
      padding: 0,
      border: 0,
      background: 'none',
      color: vars.palette.primary.main,
      textDecoration: 'underline',
      cursor: 'pointer',
    },
    '& .api-signature': {
      marginTop: 8,
      padding: 10,
      borderRadius: 8,
      backgroundColor: vars.palette.action.hover,
      fontSize: '0.8125rem',
      '& ul': { margin: '6px 0', paddingLeft: 20 },
      '& .api-markdown, & .api-markdown p': { display: 'inline', margin: 0 },
    },
    '& .api-signature::before': {
      content: '"Signature"',
      display: 'block',
      fontWeight: 600,
      marginBottom: 4,
    },
    // Table layout; on narrow screens each row becomes a card with labelled values (no sideways scroll).
    '& .api-table': {
      border: `1px solid ${vars.palette.divider}`,
      borderRadius: theme.docs.borderRadius,
      overflow: 'hidden',
      '& table': { display: 'table', width: '100%', borderCollapse: 'collapse', margin: 0, border: 0 },
      '& th, & td': {
        border: 0,
        borderBottom: `1px solid ${vars.palette.divider}`,
        padding: '10px 12px',
        textAlign: 'left',
        verticalAlign: 'top',
        fontSize: '0.875rem',
      },
      '& thead th': { backgroundColor: vars.palette.action.hover, fontWeight: 600, fontSize: '0.8125rem' },
      '& tbody tr': { backgroundColor: 'transparent' },
      '& tbody tr:last-of-type td': { borderBottom: 0 },
      [theme.breakpoints.up('md')]: {
        // Names stay on one line; types get a readable minimum width before the description takes the rest.
        '& td:first-of-type h3.api-anchor': { flexWrap: 'nowrap', whiteSpace: 'nowrap' },
        '& td[data-label="Type"]': { minWidth: '10rem', maxWidth: '18rem' },
      },
      [theme.breakpoints.down('md')]: {
        '& table, & tbody, & tr, & td': { display: 'block', width: '100%' },
        '& thead': { display: 'none' },
        '& tbody tr': { borderBottom: `1px solid ${vars.palette.divider}`, padding: '8px 0' },
        '& tbody tr:last-of-type': { borderBottom: 0 },
        '& td, & tbody tr:last-of-type td': { borderBottom: 0, padding: '4px 12px' },
        '& td[data-label]::before': {
          content: 'attr(data-label)',
          display: 'block',
          fontSize: '0.75rem',
          fontWeight: 600,
          color: vars.palette.text.secondary,
        },
      },
    },
    // Rows the filter hides: the phone layout sets `display: block` on rows, which would beat `hidden`.
    '& tr[hidden], & li[hidden]': { display: 'none' },
    '& .api-list': { listStyle: 'none', padding: 0, margin: 0 },
    '& .api-list > li': {
      borderBottom: `1px solid ${vars.palette.divider}`,
      '&:last-of-type': { borderBottom: 0 },
    },
    '& .api-list-expanded > li': { padding: '16px 0' },
    '& .api-list-collapsed > li': { padding: '8px 0' },
    '& .api-row-body': { marginTop: 8, fontSize: '0.875rem' },
    '& .api-fields': {
      margin: 0,
      display: 'grid',
      gridTemplateColumns: 'max-content minmax(0, 1fr)',
      columnGap: 12,
      rowGap: 4,
      '& dt': { fontSize: '0.8125rem', fontWeight: 600, color: vars.palette.text.secondary },
      '& dd': { margin: 0, fontSize: '0.875rem', minWidth: 0 },
    },
    '& details > summary': { cursor: 'pointer', marginLeft: 20 },
    '& details > summary > .api-anchor': { display: 'inline-flex', verticalAlign: 'middle' },
    '& details .api-row-body': { paddingLeft: 20 },
    '& .api-demos ul': {
      padding: '12px 16px 12px 20px',
      borderRadius: 12,
      backgroundColor: vars.palette.action.hover,
      listStylePosition: 'inside',
    },
    '& .api-index-list': { listStyle: 'none', padding: 0, margin: 0 },
    '& .api-index-list > li': {
      padding: '8px 0',
      borderBottom: `1px solid ${vars.palette.divider}`,
      '&:last-of-type': { borderBottom: 0 },
    },
    '& .api-index-name': { display: 'flex', alignItems: 'center', gap: 6, flexWrap: 'wrap' },
    '& .api-index-description': { fontSize: '0.875rem', color: vars.palette.text.secondary },
  };
});

/** The page root and its styles. */
export default function ApiPageRoot({ children, ...props }: React.ComponentProps<typeof ApiPageRootDiv>) {
  return <ApiPageRootDiv {...props}>{children}</ApiPageRootDiv>;
}
