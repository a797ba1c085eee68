import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { pantry } from './pantry';

export default function PantryExpansionLog() {
  const [last, setLast] = React.useState<string | null>(null);
  return (
    <Box sx={{ height: 250, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {last ?? 'Open or close a shelf'}
      </Typography>
      <SimpleTreeView
        onItemExpansionToggle={(_event, itemId, isExpanded) =>
          setLast(`${itemId} ${isExpanded ? 'opened' : 'closed'}`)
        }
      >
        {pantry.map((shelf) => (
          <TreeItem key={shelf.id} itemId={shelf.id} label={shelf.label}>
            {shelf.products.map((product) => (
              <TreeItem key={product.id} itemId={product.id} label={product.label} />
            ))}
          </TreeItem>
        ))}
      </SimpleTreeView>
    </Box>
  );
}
