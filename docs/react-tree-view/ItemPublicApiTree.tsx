import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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

interface FolderItemProps
  extends
    Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

/** A parent with a "Select first" button that uses the `publicAPI` returned by useTreeItem. */
const FolderItem = React.forwardRef(function FolderItem(
  props: FolderItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const item = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  const selectFirstChild = (event: React.MouseEvent) => {
    event.stopPropagation();
    const [first] = item.publicAPI.getItemOrderedChildrenIds(itemId);
    if (first) {
      item.publicAPI.setItemExpansion({ event, itemId, shouldBeExpanded: true });
      item.publicAPI.setItemSelection({
        event,
        itemId: first,
        shouldBeSelected: true,
      });
    }
  };
  return (
    <TreeItemProvider {...item.getContextProviderProps()}>
      <TreeItemRoot {...item.getRootProps(other)}>
        <TreeItemContent {...item.getContentProps()}>
          <TreeItemIconContainer {...item.getIconContainerProps()}>
            <TreeItemIcon status={item.status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...item.getLabelProps()} />
          {children ? (
            <Button size="small" sx={{ py: 0 }} onClick={selectFirstChild}>
              Select first
            </Button>
          ) : null}
        </TreeItemContent>
        {children ? (
          <TreeItemGroupTransition {...item.getGroupTransitionProps()} />
        ) : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

const mailbox = [
  {
    id: 'drafts',
    label: 'Drafts',
    children: [
      { id: 'drafts/q3-plan', label: 'Q3 plan' },
      { id: 'drafts/offsite', label: 'Offsite agenda' },
    ],
  },
  {
    id: 'sent',
    label: 'Sent',
    children: [{ id: 'sent/welcome', label: 'Welcome email' }],
  },
];

export default function ItemPublicApiTree() {
  return (
    <Box sx={{ height: 200, minWidth: 320 }}>
      {/* A Rich Tree View knows every item up front, so a collapsed folder can list its children. */}
      <RichTreeView items={mailbox} slots={{ item: FolderItem }} />
    </Box>
  );
}
