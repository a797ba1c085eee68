import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@site/src/components/lazy/LazyMenu';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Link from '@docusaurus/Link';
import { PRODUCTS, productOfPath } from '@site/src/products';
import { useSitePath } from './useSitePath';

/**
 * On phones the label must fit beside the logo and the version: the one long product name is shortened there
 * (the full name stays the button's accessible name and shows from 900 px, where the bar has room for it).
 */
const PHONE_LABELS: Partial<Record<string, string>> = { 'x-date-pickers': 'Pickers' };

/** Menu to jump between the four products; its label names the product the reader is in. */
export default function ProductSwitcher() {
  const sitePath = useSitePath();
  const current = productOfPath(sitePath);
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        size="small"
        endIcon={<ExpandMore />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'product-switcher-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={current?.name ?? 'Products'}
        data-product-switcher
        sx={{
          fontWeight: 600,
          whiteSpace: 'nowrap',
          minWidth: 0,
          px: { xs: 0.75, sm: 1 },
          '& .MuiButton-endIcon': { ml: { xs: 0.25, sm: 1 } },
        }}
      >
        {current && PHONE_LABELS[current.id] ? (
          <>
            <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
              {current.name}
            </Box>
            <Box component="span" sx={{ display: { xs: 'inline', md: 'none' } }}>
              {PHONE_LABELS[current.id]}
            </Box>
          </>
        ) : (
          (current?.name ?? 'Products')
        )}
      </Button>
      <Menu
        id="product-switcher-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
      >
        {({ MenuItem, ListItemText }) =>
          PRODUCTS.map((product) => (
            <MenuItem
              key={product.id}
              component={Link}
              to={product.basePath}
              selected={product.id === current?.id}
              onClick={() => setAnchor(null)}
            >
              <ListItemText primary={product.name} secondary={product.description} />
            </MenuItem>
          ))
        }
      </Menu>
    </>
  );
}
