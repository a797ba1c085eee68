import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

export default function ConnectorLinesTree() {
  return (
    <Box sx={{ height: 280, minWidth: 280 }}>
      <SimpleTreeView
        aria-label="Company structure"
        defaultExpandedItems={['ceo', 'cto']}
        sx={{
          // A solid line down each group of children…
          [`& .${treeItemClasses.groupTransition}`]: {
            ml: '12px',
            pl: '14px',
            borderLeft: '1px solid',
            borderColor: 'text.disabled',
          },
          // …and a short branch from that line to each child.
          [`& .${treeItemClasses.groupTransition} .${treeItemClasses.content}`]: {
            position: 'relative',
            '&::before': {
              content: '""',
              position: 'absolute',
              left: '-14px',
              top: '50%',
              width: '12px',
              borderTop: '1px solid',
              borderColor: 'text.disabled',
            },
          },
        }}
      >
        <TreeItem itemId="ceo" label="Amara Osei · CEO">
          <TreeItem itemId="cto" label="Lukas Meyer · CTO">
            <TreeItem itemId="platform" label="Platform team" />
            <TreeItem itemId="mobile" label="Mobile team" />
          </TreeItem>
          <TreeItem itemId="cfo" label="Inés García · CFO">
            <TreeItem itemId="accounting" label="Accounting" />
          </TreeItem>
          <TreeItem itemId="coo" label="Wei Chen · COO" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
