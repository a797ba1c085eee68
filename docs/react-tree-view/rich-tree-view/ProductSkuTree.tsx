import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Product {
  sku: string;
  label: string;
  children?: Product[];
}

const catalog: Product[] = [
  {
    sku: 'CAT-AUDIO',
    label: 'Audio',
    children: [
      { sku: 'HP-200', label: 'Studio headphones' },
      { sku: 'SPK-10', label: 'Bookshelf speakers' },
    ],
  },
  {
    sku: 'CAT-VIDEO',
    label: 'Video',
    children: [{ sku: 'CAM-4K', label: '4K webcam' }],
  },
];

// The product code is already unique: use it as the item id.
const getItemId = (product: Product) => product.sku;

export default function ProductSkuTree() {
  const [selected, setSelected] = React.useState<string | null>(null);
  return (
    <Box sx={{ height: 230, minWidth: 260, overflow: 'auto' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Selected SKU: {selected ?? 'none'}
      </Typography>
      <RichTreeView<Product>
        items={catalog}
        getItemId={getItemId}
        defaultExpandedItems={['CAT-AUDIO', 'CAT-VIDEO']}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
      />
    </Box>
  );
}
