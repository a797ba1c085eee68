/**
 * The file tabs above an open demo source (the component, then each stylesheet it imports). Loaded with
 * React.lazy by DemoSource: sources are closed until a reader opens them, so MUI's Tabs are not part of
 * what a demo page needs to hydrate. maintainers/performance.md, "What keeps pages light".
 */
import * as React from 'react';
import Tabs from '@mui/material/Tabs';
import Tab from '@mui/material/Tab';

export interface DemoFileTabsProps {
  demoName: string;
  /** The component's file name, then each extra file's. */
  labels: string[];
  value: number;
  /** Height of the row in px (DemoSource reserves the same while this chunk loads). */
  height: number;
  onChange: (value: number) => void;
}

export default function DemoFileTabs({ demoName, labels, value, height, onChange }: DemoFileTabsProps) {
  return (
    <Tabs
      value={value}
      onChange={(_event, next: number) => onChange(next)}
      aria-label={`Source files of the ${demoName} demo`}
      sx={{
        minHeight: height,
        borderInline: 1,
        borderColor: 'divider',
        '& .MuiTab-root': {
          minHeight: height,
          textTransform: 'none',
          fontFamily: 'var(--ifm-font-family-monospace)',
          fontSize: '0.8125rem',
        },
      }}
    >
      {labels.map((label, index) => (
        <Tab key={label} label={label} value={index} />
      ))}
    </Tabs>
  );
}
