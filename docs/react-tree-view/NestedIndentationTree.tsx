import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function NestedIndentationTree() {
  const [indent, setIndent] = React.useState(24);
  return (
    <Box sx={{ height: 260, minWidth: 280 }}>
      <Typography variant="body2">Indentation: {indent}px</Typography>
      <Slider
        size="small"
        min={0}
        max={48}
        step={4}
        value={indent}
        onChange={(_event, value) => setIndent(value as number)}
        aria-label="Indentation"
        sx={{ maxWidth: 240 }}
      />
      <SimpleTreeView
        itemChildrenIndentation={indent}
        defaultExpandedItems={['world', 'europe']}
      >
        <TreeItem itemId="world" label="World">
          <TreeItem itemId="europe" label="Europe">
            <TreeItem itemId="portugal" label="Portugal" />
            <TreeItem itemId="estonia" label="Estonia" />
          </TreeItem>
          <TreeItem itemId="asia" label="Asia" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
