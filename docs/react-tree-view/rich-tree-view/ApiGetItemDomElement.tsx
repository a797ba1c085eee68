import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { allDepartmentIds, departments } from './departments';

export default function ApiGetItemDomElement() {
  const apiRef = useRichTreeViewApiRef();
  const scrollToFinance = () => {
    // The item's <li>: scroll the short list so that Finance is in view.
    apiRef.current
      ?.getItemDOMElement('finance')
      ?.scrollIntoView({ block: 'nearest' });
  };
  return (
    <Box
      sx={{ height: 200, minWidth: 260, display: 'flex', flexDirection: 'column' }}
    >
      <Button
        size="small"
        sx={{ alignSelf: 'flex-start', mb: 1 }}
        onClick={scrollToFinance}
      >
        Scroll to Finance
      </Button>
      <Box sx={{ flex: 1, overflow: 'auto', border: 1, borderColor: 'divider' }}>
        <RichTreeView
          apiRef={apiRef}
          items={departments}
          defaultExpandedItems={allDepartmentIds}
        />
      </Box>
    </Box>
  );
}
