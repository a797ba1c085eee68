import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { pantry } from './pantry';

export default function PantryIsExpanded() {
  const apiRef = useSimpleTreeViewApiRef();
  const [answer, setAnswer] = React.useState('');
  return (
    <Box sx={{ height: 280, minWidth: 260 }}>
      <Button
        size="small"
        onClick={() =>
          setAnswer(
            apiRef.current?.isItemExpanded('breakfast')
              ? 'Breakfast is open'
              : 'Breakfast is closed',
          )
        }
      >
        Is Breakfast open?
      </Button>
      <Typography variant="body2" sx={{ my: 1, minHeight: 20 }}>
        {answer}
      </Typography>
      <SimpleTreeView apiRef={apiRef}>
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
