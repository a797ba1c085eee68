import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@site/src/components/lazy/LazyMenu';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Link from '@docusaurus/Link';
import { useVersions } from '@docusaurus/plugin-content-docs/client';
import { useLocation } from '@docusaurus/router';
import { productOfPath } from '@site/src/products';
import { useSitePath } from './useSitePath';
import { olderMajors, withLanguagePrefix } from '@site/src/versions';
import { useTranslate, useUserLanguage } from '@site/src/i18n/UserLanguageProvider';
import { useVersionBeingRead } from '@site/src/components/versions/useVersionBeingRead';
import { firstExistingPath, pathInVersion, versionRoot } from '@site/src/components/versions/versionPaths';

/**
 * The version as the button shows it: in full from 900 px; below, just the major ("v8"), so product and
 * version both fit beside the logo on a phone and beside the wordmark on a tablet (the button's accessible name keeps the full version).
 */
function VersionLabel({ label }: { label: string }) {
  const major = /^v?\d+/.exec(label)?.[0];
  if (!major || major === label) return <>{label}</>;
  return (
    <>
      <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
        {label}
      </Box>
      <Box component="span" data-version-short sx={{ display: { xs: 'inline', md: 'none' } }}>
        {major.startsWith('v') ? major : `v${major}`}
      </Box>
    </>
  );
}

/**
 * Versions menu: the versions Docusaurus builds (the current one first, labelled with the installed
 * package version; maintainers add more with `npm run version:cut`), then the older majors hosted elsewhere,
 * for the product being read. A built version's item opens the same page in that version when it has it,
 * else the product's overview there, else its introduction. Older majors get the reader's language prefix
 * when it is not English; the built versions already carry it in their base URL.
 */
export default function VersionsMenu() {
  const { pathname } = useLocation();
  const product = productOfPath(useSitePath());
  const userLanguage = useUserLanguage();
  const t = useTranslate();
  const versions = useVersions(undefined);
  const active = useVersionBeingRead();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const productRoot = product ? product.basePath.slice(1) : 'introduction/';
  return (
    <>
      <Button
        color="inherit"
        size="small"
        endIcon={<ExpandMore />}
        aria-haspopup="menu"
        aria-label={t('versionsMenu.label', { version: active?.label ?? '' })}
        aria-controls={anchor ? 'versions-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          fontFamily: 'monospace',
          fontWeight: 500,
          fontSize: { xs: '0.75rem', sm: '0.8125rem' },
          whiteSpace: 'nowrap',
          minWidth: 0,
          px: { xs: 0.5, sm: 1 },
          '& .MuiButton-endIcon': { ml: 0.25 },
        }}
      >
        <VersionLabel label={active?.label ?? ''} />
      </Button>
      <Menu id="versions-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {({ MenuItem, Divider }) => [
          ...versions.map((version) => (
            <MenuItem
              key={version.name}
              component={Link}
              to={firstExistingPath(
                [pathInVersion(pathname, active, version), `${versionRoot(version)}${productRoot}`],
                `${versionRoot(version)}introduction/`,
              )}
              selected={version.name === active?.name}
              onClick={close}
            >
              {version.label}
            </MenuItem>
          )),
          <Divider key="older-majors" />,
          ...olderMajors(product?.id ?? null).map((link) => (
            <MenuItem
              key={link.label}
              component="a"
              href={withLanguagePrefix(link.href, userLanguage)}
              onClick={close}
            >
              {link.label}
            </MenuItem>
          )),
        ]}
      </Menu>
    </>
  );
}
