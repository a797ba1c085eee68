import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { departments } from './departments';

export default function ExpansionToggleLog() {
  const [last, setLast] = React.useState<string | null>(null);
  return (
    <Box sx={{ height: 270, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="last-expansion">
        {last ?? 'Open or close a department'}
      </Typography>
      <RichTreeView
        items={departments}
        onItemExpansionToggle={(_event, itemId, isExpanded) =>
          setLast(`${itemId} ${isExpanded ? 'opened' : 'closed'}`)
        }
      />
    </Box>
  );
}
