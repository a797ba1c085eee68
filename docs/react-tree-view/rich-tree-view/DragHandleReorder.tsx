import * as React from 'react';
import Box from '@mui/material/Box';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemDragAndDropOverlay } from '@mui/x-tree-view/TreeItemDragAndDropOverlay';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import {
  useTreeItem,
  type UseTreeItemParameters,
} from '@mui/x-tree-view/useTreeItem';
import { quarters, roadmap } from './roadmap';

interface HandleItemProps
  extends
    Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

/**
 * The row itself is not draggable: `draggable` and `onDragStart`, which the reordering feature puts on the
 * root, move to the grip icon. The root keeps its other drag handlers (drag over, drag end).
 */
const HandleItem = React.forwardRef(function HandleItem(
  props: HandleItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const item = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  const { draggable, onDragStart, ...rootProps } = item.getRootProps(
    other,
  ) as ReturnType<typeof item.getRootProps> & {
    draggable?: boolean;
    onDragStart?: React.DragEventHandler;
  };
  return (
    <TreeItemProvider {...item.getContextProviderProps()}>
      <TreeItemRoot {...rootProps}>
        <TreeItemContent {...item.getContentProps()}>
          <TreeItemIconContainer {...item.getIconContainerProps()}>
            <TreeItemIcon status={item.status} />
          </TreeItemIconContainer>
          <Box
            component="span"
            draggable={draggable}
            onDragStart={onDragStart}
            aria-hidden
            sx={{
              display: 'flex',
              cursor: draggable ? 'grab' : 'default',
              color: 'text.secondary',
            }}
          >
            <DragIndicatorIcon fontSize="small" />
          </Box>
          <TreeItemLabel {...item.getLabelProps()} />
          <TreeItemDragAndDropOverlay {...item.getDragAndDropOverlayProps()} />
        </TreeItemContent>
        {children ? (
          <TreeItemGroupTransition {...item.getGroupTransitionProps()} />
        ) : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function DragHandleReorder() {
  return (
    <Box sx={{ height: 220, minWidth: 280 }}>
      <RichTreeViewPro
        itemsReordering
        items={roadmap}
        defaultExpandedItems={quarters}
        slots={{ item: HandleItem }}
      />
    </Box>
  );
}
