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

type ReleaseStatus = 'shipped' | 'in review' | 'planned';

const chipColor = {
  shipped: 'success',
  'in review': 'warning',
  planned: 'default',
} as const;

interface ReleaseItemProps
  extends
    Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {
  releaseStatus?: ReleaseStatus;
}

/** The default parts of an item, in their usual order, plus a status chip after the label. */
const ReleaseItem = React.forwardRef(function ReleaseItem(
  props: ReleaseItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, releaseStatus, ...other } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...getLabelProps()} />
          {releaseStatus ? (
            <Chip
              size="small"
              label={releaseStatus}
              color={chipColor[releaseStatus]}
              variant={releaseStatus === 'planned' ? 'outlined' : 'filled'}
            />
          ) : null}
        </TreeItemContent>
        {children ? (
          <TreeItemGroupTransition {...getGroupTransitionProps()} />
        ) : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function ReleaseStatusItems() {
  return (
    <Box sx={{ height: 260, minWidth: 320 }}>
      <SimpleTreeView aria-label="Release 4.2" defaultExpandedItems={['editor']}>
        <ReleaseItem itemId="editor" label="Editor">
          <ReleaseItem itemId="autosave" label="Autosave" releaseStatus="shipped" />
          <ReleaseItem
            itemId="comments"
            label="Inline comments"
            releaseStatus="in review"
          />
          <ReleaseItem
            itemId="templates"
            label="Templates"
            releaseStatus="planned"
          />
        </ReleaseItem>
        <ReleaseItem itemId="billing" label="Billing">
          <ReleaseItem
            itemId="invoices"
            label="PDF invoices"
            releaseStatus="shipped"
          />
          <ReleaseItem itemId="tax" label="Tax by region" releaseStatus="planned" />
        </ReleaseItem>
      </SimpleTreeView>
    </Box>
  );
}
