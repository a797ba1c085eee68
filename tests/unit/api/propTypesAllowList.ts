/**
 * Runtime `propTypes` keys the API pages deliberately do not list, with the reason. The propTypes test
 * fails on any other key missing from a page, and on entries here that no longer match anything.
 * Props marked `@ignore` in the declarations are accepted separately (pages name them as internal).
 */
export const PROP_TYPES_ALLOW_LIST: { component: string; prop: string; reason: string }[] = [
  {
    component: 'GridPagination',
    prop: 'component',
    reason:
      'Comes from Material UI TablePagination being an OverridableComponent: `component` is part of its call signature, not of GridPagination’s props type.',
  },
];
