import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
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

interface StatusItemProps
  extends
    Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

/** Shows the `status` returned by useTreeItem as chips next to the label. */
const StatusItem = React.forwardRef(function StatusItem(
  props: StatusItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const item = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  const flags = (['expanded', 'selected', 'focused'] as const).filter(
    (flag) => item.status[flag],
  );
  return (
    <TreeItemProvider {...item.getContextProviderProps()}>
      <TreeItemRoot {...item.getRootProps(other)}>
        <TreeItemContent {...item.getContentProps()}>
          <TreeItemIconContainer {...item.getIconContainerProps()}>
            <TreeItemIcon status={item.status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...item.getLabelProps()} />
          {flags.map((flag) => (
            <Chip
              key={flag}
              label={flag}
              size="small"
              sx={{ ml: 0.5, height: 20 }}
            />
          ))}
        </TreeItemContent>
        {children ? (
          <TreeItemGroupTransition {...item.getGroupTransitionProps()} />
        ) : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function ItemStatusTree() {
  return (
    <Box sx={{ height: 200, minWidth: 320 }}>
      <SimpleTreeView
        defaultExpandedItems={['inbox']}
        defaultSelectedItems="invoices"
      >
        <StatusItem itemId="inbox" label="Inbox">
          <StatusItem itemId="invoices" label="Invoices" />
          <StatusItem itemId="newsletters" label="Newsletters" />
        </StatusItem>
        <StatusItem itemId="archive" label="Archive">
          <StatusItem itemId="2024" label="2024" />
        </StatusItem>
      </SimpleTreeView>
    </Box>
  );
}
