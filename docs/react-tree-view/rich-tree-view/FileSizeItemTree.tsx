import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import {
  useTreeItem,
  type UseTreeItemParameters,
} from '@mui/x-tree-view/useTreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import { formatSize, projectFiles, totalSize, type FileNode } from './fileSystem';

interface SizedItemProps
  extends
    Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

/** The default parts of an item, plus the size of the file (or of the folder's content) on the right. */
const SizedItem = React.forwardRef(function SizedItem(
  props: SizedItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  // The item's own object from `items`, with the fields the tree does not know about.
  const file = useTreeItemModel<FileNode>(itemId);

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...getLabelProps()} />
          {file ? (
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ ml: 'auto', pl: 2 }}
            >
              {formatSize(totalSize(file))}
            </Typography>
          ) : null}
        </TreeItemContent>
        {children ? (
          <TreeItemGroupTransition {...getGroupTransitionProps()} />
        ) : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function FileSizeItemTree() {
  return (
    <Box sx={{ height: 280, width: 320 }}>
      <RichTreeView
        aria-label="Project files"
        items={projectFiles}
        defaultExpandedItems={['design']}
        slots={{ item: SizedItem }}
      />
    </Box>
  );
}
