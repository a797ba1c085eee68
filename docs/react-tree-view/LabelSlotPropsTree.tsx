import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// Section headings in small capitals: props passed to the `label` slot of those items only.
const sectionLabel = {
  style: { fontVariant: 'small-caps', fontWeight: 600 },
} as const;

export default function LabelSlotPropsTree() {
  return (
    <Box sx={{ height: 200, minWidth: 260 }}>
      <SimpleTreeView defaultExpandedItems={['soups', 'desserts']}>
        <TreeItem itemId="soups" label="Soups" slotProps={{ label: sectionLabel }}>
          <TreeItem itemId="minestrone" label="Minestrone" />
          <TreeItem itemId="pho" label="Pho" />
        </TreeItem>
        <TreeItem
          itemId="desserts"
          label="Desserts"
          slotProps={{ label: sectionLabel }}
        >
          <TreeItem itemId="tiramisu" label="Tiramisu" />
          <TreeItem itemId="mochi" label="Mochi" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
