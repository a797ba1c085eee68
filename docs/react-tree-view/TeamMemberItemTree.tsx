import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
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

interface TeamMemberItemProps
  extends
    Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

/** An item built from its parts, with an avatar made from the person's initials. */
const TeamMemberItem = React.forwardRef(function TeamMemberItem(
  props: TeamMemberItemProps,
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
  const initials = String(label)
    .split(' ')
    .map((word) => word[0])
    .join('');
  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <Avatar sx={{ width: 24, height: 24, fontSize: 12, mr: 1 }}>
            {initials}
          </Avatar>
          <TreeItemLabel {...getLabelProps()} />
        </TreeItemContent>
        {children ? (
          <TreeItemGroupTransition {...getGroupTransitionProps()} />
        ) : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function TeamMemberItemTree() {
  return (
    <Box sx={{ height: 220, minWidth: 280 }}>
      <SimpleTreeView defaultExpandedItems={['design-lead']}>
        <TeamMemberItem itemId="design-lead" label="Noor Khalil">
          <TeamMemberItem itemId="designer-1" label="Mateo Silva" />
          <TeamMemberItem itemId="designer-2" label="Hana Kim" />
        </TeamMemberItem>
        <TeamMemberItem itemId="research" label="Elise Dubois" />
      </SimpleTreeView>
    </Box>
  );
}
