import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from '@docusaurus/Link';
import { PRODUCTS, type ProductId } from '@site/src/products';

/** Which editions each product ships in (the community package is always free). */
const EDITIONS: Record<ProductId, readonly string[]> = {
  'x-data-grid': ['Community', 'Pro', 'Premium'],
  'x-date-pickers': ['Community', 'Pro'],
  'x-charts': ['Community', 'Pro', 'Premium'],
  'x-tree-view': ['Community', 'Pro'],
};

/** A grid of link cards, one per product, for overview pages written in MDX. */
export default function ProductCards() {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mb: 3,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {PRODUCTS.map((product) => (
        <Box component="li" key={product.id} sx={{ m: 0 }}>
          <Box
            component={Link}
            to={product.basePath}
            sx={(theme) => ({
              display: 'flex',
              flexDirection: 'column',
              gap: 1,
              height: '100%',
              p: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: `${theme.docs.borderRadius}px`,
              color: 'text.primary',
              textDecoration: 'none',
              transition: theme.transitions.create(['border-color', 'background-color']),
              '&:hover': {
                borderColor: 'primary.main',
                bgcolor: 'action.hover',
                textDecoration: 'none',
                color: 'text.primary',
              },
            })}
          >
            <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600, color: 'primary.main' }}>
              {product.name}
            </Typography>
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary', flex: 1 }}>
              {product.description}
            </Typography>
            <Stack direction="row" spacing={0.5} component="span" aria-label="Available editions">
              {EDITIONS[product.id].map((edition) => (
                <Chip key={edition} label={edition} size="small" variant="outlined" component="span" />
              ))}
            </Stack>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
