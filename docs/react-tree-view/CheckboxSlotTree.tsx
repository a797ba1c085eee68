import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox, { type CheckboxProps } from '@mui/material/Checkbox';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { cookbook, cookbookSections } from './recipes';

/** The checkbox slot as a heart; `visible` is false when this item has no checkbox. */
const HeartCheckbox = React.forwardRef(function HeartCheckbox(
  props: CheckboxProps & { visible?: boolean },
  ref: React.Ref<HTMLButtonElement>,
) {
  const { visible, ...other } = props;
  if (!visible) return null;
  return (
    <Checkbox
      {...other}
      ref={ref}
      size="small"
      icon={<FavoriteBorderIcon />}
      checkedIcon={<FavoriteIcon />}
      sx={{ p: 0.5, color: 'error.light', '&.Mui-checked': { color: 'error.main' } }}
    />
  );
});

const FavoriteItem = React.forwardRef(function FavoriteItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  return <TreeItem {...props} ref={ref} slots={{ checkbox: HeartCheckbox }} />;
});

export default function CheckboxSlotTree() {
  return (
    <Box sx={{ height: 220, minWidth: 260 }}>
      <RichTreeView
        multiSelect
        checkboxSelection
        items={cookbook}
        defaultExpandedItems={cookbookSections}
        defaultSelectedItems={['pho']}
        slots={{ item: FavoriteItem }}
      />
    </Box>
  );
}
