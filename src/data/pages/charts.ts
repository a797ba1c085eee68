import type { PageTreeNode } from '../../pageTree/types';

/** The Charts section of the navigation tree (see src/data/pages.ts). */
export const chartsPages: PageTreeNode = {
  pathname: '/react-charts-group',
  title: 'Charts',
  children: [
    { pathname: '/react-charts/', title: 'Overview' },
    { pathname: '/react-charts/quickstart' },
    { pathname: '/react-charts/examples' },
    {
      pathname: '/react-charts/chart-types',
      subheader: 'Components',
      children: [
        {
          pathname: '/react-charts/bars-group',
          title: 'Bars',
          children: [
            { pathname: '/react-charts/bars', title: 'Bars overview' },
            { pathname: '/react-charts/range-bar', title: 'Range Bar', plan: 'premium' },
            { pathname: '/react-charts/bar-demo', title: 'Demos' },
          ],
        },
        {
          pathname: '/react-charts/lines-group',
          title: 'Lines',
          children: [
            { pathname: '/react-charts/lines', title: 'Lines overview' },
            { pathname: '/react-charts/line-demo', title: 'Lines demo' },
            { pathname: '/react-charts/areas-demo', title: 'Area demo' },
          ],
        },
        {
          pathname: '/react-charts/pie-group',
          title: 'Pie',
          children: [
            { pathname: '/react-charts/pie', title: 'Pie overview' },
            { pathname: '/react-charts/pie-demo', title: 'Demo' },
          ],
        },
        {
          pathname: '/react-charts/scatter-group',
          title: 'Scatter',
          children: [
            { pathname: '/react-charts/scatter', title: 'Scatter overview' },
            { pathname: '/react-charts/scatter-demo', title: 'Demo' },
          ],
        },
        { pathname: '/react-charts/sparkline', title: 'Sparkline' },
        { pathname: '/react-charts/gauge' },
        { pathname: '/react-charts/radar' },
        { pathname: '/react-charts/heatmap', title: 'Heatmap', plan: 'pro' },
        { pathname: '/react-charts/funnel', plan: 'pro' },
        { pathname: '/react-charts/pyramid', plan: 'pro' },
        // The installed package exports it as Unstable_SankeyChart only: a preview.
        { pathname: '/react-charts/sankey', plan: 'pro', unstable: true },
      ],
    },
    {
      pathname: '/react-charts/main-features',
      subheader: 'Main features',
      children: [
        { pathname: '/react-charts/axis' },
        { pathname: '/react-charts/brush' },
        { pathname: '/react-charts/components', title: 'Custom components' },
        { pathname: '/react-charts/composition' },
        // Experimental in the installed DataGridPremium (experimentalFeatures.charts): a preview.
        {
          pathname: '/react-charts/data-grid-integration',
          title: 'Data Grid integration',
          plan: 'premium',
          unstable: true,
        },
        { pathname: '/react-charts/label' },
        { pathname: '/react-charts/legend' },
        { pathname: '/react-charts/stacking' },
        { pathname: '/react-charts/styling' },
        { pathname: '/react-charts/tooltip' },
        { pathname: '/react-charts/highlighting' },
        { pathname: '/react-charts/zoom-and-pan', title: 'Zoom and pan', plan: 'pro' },
        { pathname: '/react-charts/animation' },
        { pathname: '/react-charts/export', plan: 'pro' },
        { pathname: '/react-charts/toolbar' },
        { pathname: '/react-charts/localization' },
        { pathname: '/react-charts/accessibility' },
        { pathname: '/react-charts/plugins' },
        { pathname: '/react-charts/content-security-policy', title: 'Content Security Policy' },
      ],
    },
    {
      pathname: '/react-charts/hooks-group',
      title: 'Hooks',
      children: [
        { pathname: '/react-charts/hooks/', title: 'Overview' },
        { pathname: '/react-charts/hooks/use-series', title: 'useSeries' },
        { pathname: '/react-charts/hooks/use-legend', title: 'useLegend' },
        { pathname: '/react-charts/hooks/use-drawing-area', title: 'useDrawingArea' },
        { pathname: '/react-charts/hooks/use-scale', title: 'useScale' },
        { pathname: '/react-charts/hooks/use-axes', title: 'useAxes' },
        { pathname: '/react-charts/hooks/use-dataset', title: 'useDataset' },
      ],
    },
  ],
};
