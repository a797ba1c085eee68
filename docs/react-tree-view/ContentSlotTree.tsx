import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItem,
  TreeItemContent,
  type TreeItemProps,
} from '@mui/x-tree-view/TreeItem';
import { cookbook, cookbookSections } from './recipes';

// The default content with pill-shaped rows and a stronger selected state.
const PillContent = styled(TreeItemContent)(({ theme }) => ({
  borderRadius: 999,
  paddingInline: theme.spacing(1.5),
  '&[data-selected]': {
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
  },
}));

const PillItem = React.forwardRef(function PillItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  return <TreeItem {...props} ref={ref} slots={{ content: PillContent }} />;
});

export default function ContentSlotTree() {
  return (
    <Box sx={{ height: 200, minWidth: 260 }}>
      <RichTreeView
        items={cookbook}
        defaultExpandedItems={cookbookSections}
        defaultSelectedItems="pho"
        slots={{ item: PillItem }}
      />
    </Box>
  );
}
