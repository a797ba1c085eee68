import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

/** The same kind of tree written as JSX: one `TreeItem` per item, nested for children. */
export default function BasicSimpleTreeView() {
  const [expanded, setExpanded] = React.useState<string[]>(['reading']);

  return (
    <Box
      sx={{ height: 260, minWidth: 250, display: 'flex', flexDirection: 'column' }}
    >
      <Typography variant="body2" sx={{ height: 28, color: 'text.secondary' }}>
        Open: {expanded.length === 0 ? 'none' : expanded.join(', ')}
      </Typography>
      <SimpleTreeView
        aria-label="Bookmarks"
        expandedItems={expanded}
        onExpandedItemsChange={(_event, itemIds) => setExpanded(itemIds)}
      >
        <TreeItem itemId="reading" label="Reading list">
          <TreeItem itemId="reading/css" label="Modern CSS layouts" />
          <TreeItem itemId="reading/a11y" label="Accessible forms" />
        </TreeItem>
        <TreeItem itemId="tools" label="Tools">
          <TreeItem itemId="tools/regex" label="Regex tester" />
          <TreeItem itemId="tools/colors" label="Color contrast checker" />
        </TreeItem>
        <TreeItem itemId="news" label="Release notes" />
      </SimpleTreeView>
    </Box>
  );
}
