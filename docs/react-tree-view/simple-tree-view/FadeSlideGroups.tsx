import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse, { type CollapseProps } from '@mui/material/Collapse';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';

/**
 * The group of children still opens with `Collapse` (it measures the height), and its content also fades and
 * slides in from the right.
 */
function FadeSlideGroup(props: CollapseProps) {
  const { in: open, sx, ...other } = props;
  return (
    <Collapse
      {...other}
      in={open}
      timeout={300}
      sx={[
        {
          '& .MuiCollapse-wrapperInner': {
            opacity: open ? 1 : 0,
            transform: open ? 'none' : 'translateX(12px)',
            transition: 'opacity 300ms ease-out, transform 300ms ease-out',
          },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}

/** A `TreeItem` whose children open with the animation above. */
function HandbookItem(props: TreeItemProps) {
  return (
    <TreeItem
      {...props}
      slots={{ groupTransition: FadeSlideGroup, ...props.slots }}
    />
  );
}

export default function FadeSlideGroups() {
  return (
    <Box sx={{ height: 260, minWidth: 260 }}>
      <SimpleTreeView aria-label="Employee handbook">
        <HandbookItem itemId="onboarding" label="Onboarding">
          <HandbookItem itemId="first-week" label="Your first week" />
          <HandbookItem itemId="accounts" label="Accounts and tools" />
          <HandbookItem itemId="buddy" label="Your onboarding buddy" />
        </HandbookItem>
        <HandbookItem itemId="policies" label="Policies">
          <HandbookItem itemId="leave" label="Leave and holidays" />
          <HandbookItem itemId="expenses" label="Travel and expenses" />
        </HandbookItem>
        <HandbookItem itemId="benefits" label="Benefits" />
      </SimpleTreeView>
    </Box>
  );
}
