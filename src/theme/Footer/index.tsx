/**
 * Swizzled Footer (ejected, safe): a short MUI footer with the product links. It names the docs version
 * being read and links to each product's overview in that version when the version has it.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from '@docusaurus/Link';
import { PRODUCTS } from '@site/src/products';
import { GITHUB_REPO_URL } from '@site/src/constants';
import { useVersionBeingRead } from '@site/src/components/versions/useVersionBeingRead';
import { firstExistingPath, versionRoot } from '@site/src/components/versions/versionPaths';

export default function Footer() {
  const version = useVersionBeingRead();
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', py: 4, mt: 4, bgcolor: 'background.default' }}
    >
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 2, sm: 4 }}
          sx={{ justifyContent: 'space-between' }}
        >
          <Box>
            <Typography sx={{ fontWeight: 700 }}>MUI X</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Documentation for {version.label}.
            </Typography>
          </Box>
          <Stack
            component="nav"
            aria-label="Products"
            direction="row"
            useFlexGap
            sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}
          >
            {PRODUCTS.map((product) => (
              <Link
                key={product.id}
                to={firstExistingPath(
                  [`${versionRoot(version)}${product.basePath.slice(1)}`],
                  product.basePath,
                )}
              >
                {product.name}
              </Link>
            ))}
            <Link to="/introduction/support/">Support</Link>
            <Link href={GITHUB_REPO_URL}>GitHub</Link>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
