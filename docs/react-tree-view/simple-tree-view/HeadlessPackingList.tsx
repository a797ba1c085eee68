import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import {
  useTreeItem,
  type UseTreeItemParameters,
} from '@mui/x-tree-view/useTreeItem';

interface PlainItemProps
  extends
    Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

/**
 * No Material UI part at all: `useTreeItem` gives the behaviour (roles, focus, keyboard, expansion, selection)
 * as props to spread on plain elements, and the markup and styles are ours.
 */
const PlainItem = React.forwardRef(function PlainItem(
  props: PlainItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  // `status` on the content props is deprecated (the data attributes replace it) and means nothing to a div.
  const { status: _deprecatedStatus, ...contentProps } = getContentProps();
  // The group props are meant for a transition component; a plain list only needs these.
  const { role, children: groupChildren } = getGroupTransitionProps();

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <Box
        component="li"
        {...getRootProps(other)}
        sx={{ listStyle: 'none', outline: 0 }}
      >
        <Box
          {...contentProps}
          sx={{
            display: 'flex',
            gap: 1,
            px: 1,
            py: 0.5,
            cursor: 'pointer',
            borderRadius: 1,
            '&[data-focused]': {
              outline: '2px solid',
              outlineColor: 'primary.main',
            },
            '&[data-selected]': { bgcolor: 'action.selected', fontWeight: 600 },
          }}
        >
          <Box
            component="span"
            aria-hidden
            sx={{ width: 16, fontFamily: 'monospace' }}
          >
            {status.expandable ? (status.expanded ? '−' : '+') : '·'}
          </Box>
          <span {...getLabelProps()} />
        </Box>
        {status.expanded ? (
          <Box component="ul" role={role} sx={{ m: 0, pl: 3 }}>
            {groupChildren}
          </Box>
        ) : null}
      </Box>
    </TreeItemProvider>
  );
});

export default function HeadlessPackingList() {
  return (
    <Box sx={{ height: 240, minWidth: 260, fontFamily: 'sans-serif' }}>
      <SimpleTreeView aria-label="Packing list" defaultExpandedItems={['documents']}>
        <PlainItem itemId="documents" label="Documents">
          <PlainItem itemId="passport" label="Passport" />
          <PlainItem itemId="tickets" label="Train tickets" />
        </PlainItem>
        <PlainItem itemId="clothes" label="Clothes">
          <PlainItem itemId="raincoat" label="Raincoat" />
          <PlainItem itemId="boots" label="Walking boots" />
        </PlainItem>
        <PlainItem itemId="charger" label="Phone charger" />
      </SimpleTreeView>
    </Box>
  );
}
