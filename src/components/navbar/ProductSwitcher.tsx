import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@site/src/components/lazy/LazyMenu';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Link from '@docusaurus/Link';
import { PRODUCTS, productOfPath } from '@site/src/products';
import { useSitePath } from './useSitePath';

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
        sx={{ fontWeight: 600 }}
      >
        {current?.name ?? 'Products'}
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
