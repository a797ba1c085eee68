import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const letters = ['A', 'B', 'C'];

export default function GlossaryExpansion() {
  const [expanded, setExpanded] = React.useState<string[]>([]);
  const allOpen = expanded.length === letters.length;
  return (
    <Box sx={{ height: 320, minWidth: 260 }}>
      <Button size="small" onClick={() => setExpanded(allOpen ? [] : letters)}>
        {allOpen ? 'Collapse all' : 'Expand all'}
      </Button>
      <SimpleTreeView
        expandedItems={expanded}
        onExpandedItemsChange={(_event, itemIds) => setExpanded(itemIds)}
      >
        <TreeItem itemId="A" label="A">
          <TreeItem itemId="api" label="API" />
          <TreeItem itemId="accessibility" label="Accessibility" />
        </TreeItem>
        <TreeItem itemId="B" label="B">
          <TreeItem itemId="breakpoint" label="Breakpoint" />
        </TreeItem>
        <TreeItem itemId="C" label="C">
          <TreeItem itemId="component" label="Component" />
          <TreeItem itemId="css" label="CSS variable" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
