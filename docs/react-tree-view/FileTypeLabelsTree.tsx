import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

interface DriveEntry {
  id: string;
  label: string;
  kind: 'folder' | 'image' | 'pdf';
  sizeKb?: number;
  children?: DriveEntry[];
}

const drive: DriveEntry[] = [
  {
    id: 'trip',
    label: 'Trip to Kyoto',
    kind: 'folder',
    children: [
      { id: 'temple.jpg', label: 'temple.jpg', kind: 'image', sizeKb: 2300 },
      { id: 'tickets.pdf', label: 'tickets.pdf', kind: 'pdf', sizeKb: 180 },
    ],
  },
  { id: 'passport.pdf', label: 'passport.pdf', kind: 'pdf', sizeKb: 420 },
];

const icons = {
  folder: FolderOutlinedIcon,
  image: ImageOutlinedIcon,
  pdf: PictureAsPdfOutlinedIcon,
};

const DriveItem = React.forwardRef(function DriveItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  // The item's own data, read from the tree by its id.
  const entry = useTreeItemModel<DriveEntry>(props.itemId);
  const Icon = entry ? icons[entry.kind] : FolderOutlinedIcon;
  return (
    <TreeItem
      {...props}
      ref={ref}
      label={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Icon fontSize="small" color="action" />
          <span>{props.label}</span>
          {entry?.sizeKb ? (
            <Chip size="small" variant="outlined" label={`${entry.sizeKb} KB`} />
          ) : null}
        </Stack>
      }
    />
  );
});

export default function FileTypeLabelsTree() {
  return (
    <Box sx={{ height: 220, minWidth: 300 }}>
      <RichTreeView
        items={drive}
        defaultExpandedItems={['trip']}
        slots={{ item: DriveItem }}
      />
    </Box>
  );
}
