import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';

/** A "Show" / "Hide" button in the label that expands the item through handleExpansion. */
function ChapterLabel({ itemId, text }: { itemId: string; text: string }) {
  const { interactions, status } = useTreeItemUtils({ itemId });
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
    >
      <span>{text}</span>
      {status.expandable ? (
        <Button
          size="small"
          sx={{ py: 0 }}
          onClick={(event) => {
            event.stopPropagation();
            interactions.handleExpansion(event);
          }}
        >
          {status.expanded ? 'Hide' : 'Show'} sections
        </Button>
      ) : null}
    </Box>
  );
}

export default function UtilsExpansionTree() {
  return (
    <Box sx={{ height: 200, minWidth: 320 }}>
      {/* With the icon as the only built-in trigger, a click on the row selects without expanding. */}
      <SimpleTreeView expansionTrigger="iconContainer">
        <TreeItem
          itemId="ch1"
          label={<ChapterLabel itemId="ch1" text="1. Getting around" />}
        >
          <TreeItem itemId="ch1-1" label="1.1 Trains" />
          <TreeItem itemId="ch1-2" label="1.2 Ferries" />
        </TreeItem>
        <TreeItem
          itemId="ch2"
          label={<ChapterLabel itemId="ch2" text="2. Where to stay" />}
        >
          <TreeItem itemId="ch2-1" label="2.1 Guesthouses" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
