import * as React from 'react';
import { styled } from '@mui/material/styles';
import { useRowAnchorClicks } from './rowAnchorClicks';

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
    // The marks of anchored headings are drawn here, not by an element per row (AnchorHeading.tsx): a
    // section heading's link, a row heading's `::after` (the heading itself follows its anchor on click).
    '& .api-anchor-link, & .api-row-anchor::after': {
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
    },
    '& .api-anchor-link::before, & .api-row-anchor::after': { content: '"#"' },
    '& .api-anchor-link:hover, & .api-row-anchor:hover::after': { color: vars.palette.primary.main },
    '& .api-anchor:hover .api-anchor-link, & .api-anchor-link:focus-visible, & .api-anchor:target .api-anchor-link, & .api-row-anchor:hover::after, & .api-row-anchor:target::after':
      { opacity: 1 },
    '& .api-row-anchor': { cursor: 'pointer' },
    '& summary .api-row-anchor::after': { content: 'none' },
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
    // Stand-ins on a page rendered on the client, for the moment before the chunk of the deferred parts
    // (ApiPageTools.tsx) is here: the layout buttons' size, the import lines as plain code.
    '& .api-layout-toggle-pending': { display: 'inline-block', width: 114, height: 32 },
    '& .api-import-pending': {
      padding: 16,
      marginBottom: 'var(--ifm-leading, 1.5rem)',
      border: `1px solid ${vars.palette.divider}`,
      borderRadius: 12,
      fontSize: '0.8125rem',
      overflowX: 'auto',
    },
    '& .api-rows-pending': { color: vars.palette.text.secondary },
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
    // Table layout (ApiRowsSection.tsx, TableLayout): each row a one-row CSS table with fixed column
    // widths, its description the anonymous last cell; on narrow screens each row becomes a card with
    // labelled values (no sideways scroll).
    '& .api-table': {
      border: `1px solid ${vars.palette.divider}`,
      borderRadius: theme.docs.borderRadius,
      overflow: 'hidden',
      fontSize: '0.875rem',
    },
    '& .api-rows': { listStyle: 'none', margin: 0, padding: 0 },
    '& .api-rows > li, & .api-rows-head': {
      margin: 0,
      fontSize: '0.875rem',
      padding: '10px 12px',
      borderBottom: `1px solid ${vars.palette.divider}`,
    },
    '& .api-rows > li:last-of-type': { borderBottom: 0 },
    // Lists inside a description keep the row's size (the article's list items set their own).
    '& .api-rows > li li': { fontSize: 'inherit' },
    // The column titles: for the eye only (each value's label is read with it, below).
    '& .api-rows-head': {
      backgroundColor: vars.palette.action.hover,
      fontWeight: 600,
      fontSize: '0.8125rem',
    },
    '& .api-rows > li > [data-label]::before': {
      content: 'attr(data-label)',
      fontFamily: 'var(--ifm-font-family-base)',
      fontSize: '0.75rem',
      fontWeight: 600,
      color: vars.palette.text.secondary,
    },
    [theme.breakpoints.up('md')]: {
      '& .api-rows > li, & .api-rows-head': { display: 'table', tableLayout: 'fixed', width: '100%' },
      // Only the heading and the fields are cells: the description's own elements (code, links) stay
      // inline in the anonymous cell that follows them.
      '& .api-rows > li > :is(h3, [data-label]), & .api-rows-head > span': {
        display: 'table-cell',
        verticalAlign: 'baseline',
        paddingRight: 12,
        width: '20%',
      },
      '& [data-fields="0"] :is(.api-rows > li, .api-rows-head) > :first-child': { width: '40%' },
      '& [data-fields="2"] :is(.api-rows > li, .api-rows-head) > :first-child': { width: '24%' },
      '& .api-rows > li > h3 > *, & .api-rows > li > h3::after': { marginLeft: 6 },
      '& .api-section-props :is(.api-rows > li, .api-rows-head) > :nth-child(3)': { width: '13%' },
      // The head's "Description" is the one column without a width, as the rows' anonymous cell is.
      '& .api-rows-head > span:last-child': { width: 'auto', paddingRight: 0 },
      // The labels stay for screen readers (generated content is read), out of sight.
      '& .api-rows > li > [data-label]::before': {
        position: 'absolute',
        width: 1,
        height: 1,
        overflow: 'hidden',
        clipPath: 'inset(50%)',
        whiteSpace: 'nowrap',
      },
    },
    [theme.breakpoints.down('md')]: {
      '& .api-rows-head': { display: 'none' },
      '& .api-rows > li > [data-label]': { marginTop: 4 },
      '& .api-rows > li > [data-label]::before': { display: 'block' },
      '& .api-rows > li > [data-label] ~ :not([data-label])': { marginTop: 4 },
    },
    // Rows the filter hides: the layouts set `display` on rows, which would beat `hidden`.
    '& .api-rows > li[hidden], & tr[hidden], & li[hidden]': { display: 'none' },
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

/** The page root, its styles and the one listener that makes row headings follow their anchors. */
export default function ApiPageRoot({ children, ...props }: React.ComponentProps<typeof ApiPageRootDiv>) {
  const ref = React.useRef<HTMLDivElement>(null);
  useRowAnchorClicks(ref);
  return (
    <ApiPageRootDiv ref={ref} {...props}>
      {children}
    </ApiPageRootDiv>
  );
}
