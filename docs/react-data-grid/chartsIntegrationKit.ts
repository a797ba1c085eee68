import * as React from 'react';
import type { GridChartsRendererProxyProps } from '@mui/x-data-grid-premium';

/** The props the grid passes to a chart renderer. */
export type ChartRendererProps = React.ComponentProps<
  GridChartsRendererProxyProps['renderer']
>;

const icon = (glyph: string) => () =>
  React.createElement('span', { 'aria-hidden': true }, glyph);

/**
 * Bar and line chart types for the charts panel, shared by the charts integration demos. The grid only stores
 * the reader's choices; each demo's renderer decides what they mean.
 */
export const barLineSchema = {
  bar: {
    label: 'Bar',
    icon: icon('▮'),
    dimensionsLabel: 'Categories',
    valuesLabel: 'Series',
    maxDimensions: 1,
    customization: [
      {
        id: 'display',
        label: 'Display',
        controls: {
          stacked: { label: 'Stacked', type: 'boolean' as const, default: false },
        },
      },
    ],
  },
  line: {
    label: 'Line',
    icon: icon('∿'),
    dimensionsLabel: 'X axis',
    valuesLabel: 'Series',
    maxDimensions: 1,
    customization: [
      {
        id: 'display',
        label: 'Display',
        controls: {
          area: { label: 'Fill area', type: 'boolean' as const, default: false },
        },
      },
    ],
  },
};

/** The categories of the first dimension, as strings for a band or point axis. */
export function categoriesOf(
  dimensions: ChartRendererProps['dimensions'],
): string[] {
  return (dimensions[0]?.data ?? []).map((value) => String(value ?? ''));
}
