import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import IconButton from '@mui/material/IconButton';
import Box from '@mui/material/Box';
import Tooltip from '@site/src/components/lazy/LazyTooltip';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import GitHub from '@mui/icons-material/GitHub';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Link from '@docusaurus/Link';
import SearchBar from '@theme/SearchBar';
import { GITHUB_REPO_URL } from '@site/src/constants';
import { useMobileNav } from '../layout/MobileNavContext';
import ProductSwitcher from './ProductSwitcher';
import VersionsMenu from './VersionsMenu';
import ColorModeMenu from './ColorModeMenu';
import LanguageMenu from './LanguageMenu';

function Logo() {
  return (
    <Box
      component="svg"
      viewBox="0 0 36 32"
      aria-hidden
      sx={{ width: 30, height: 26, flexShrink: 0, color: 'primary.main' }}
    >
      <path
        fill="currentColor"
        d="M30.3 4.4 36 1.2v12.9l-5.7 3.3V4.4ZM0 1.2l17 9.7 2.2-1.3v5.6L17 16.5 0 6.8V1.2Zm5.7 11.9 11.3 6.5 2.2-1.2V24l-2.2 1.3L5.7 18.8v-5.7Z"
      />
      <path
        fill="currentColor"
        opacity="0.6"
        d="M22.6 8.3 28.3 5v12.9l-5.7 3.3V8.3Zm0 14.5 5.7-3.3v5.7L22.6 28.5v-5.7Z"
      />
    </Box>
  );
}

// The settings drawer (form controls, colour swatches) is loaded on first open, not with every page.
const SettingsDrawer = React.lazy(() => import('./SettingsDrawer'));

/** The site's navbar: an MUI AppBar replacing Docusaurus's Infima navbar. */
export default function AppNavbar() {
  const { setOpen } = useMobileNav();
  const [settingsOpen, setSettingsOpen] = React.useState(false);
  const [settingsRequested, setSettingsRequested] = React.useState(false);
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      className="navbar"
      component="header"
      // The divider is drawn inside the bar (a border would make it 1 px taller than --ifm-navbar-height,
      // which the sticky sidebar and the table of contents use as their top offset).
      sx={{ boxShadow: 'inset 0 -1px 0 var(--mui-palette-divider)', bgcolor: 'background.default' }}
    >
      {/* On a phone (390 px) the bar keeps, in order: menu, logo, product, version, search, language and
          settings; the colour mode is in the settings drawer there, and the wordmark shows from 600 px. Below
          900 px the product and the version use their short labels (ProductSwitcher, VersionsMenu). */}
      <Toolbar component="nav" aria-label="Main" sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        {/* Shown only on a page with a docs sidebar, below the lg breakpoint (src/css/custom.css): the page's
            HTML decides, so the button is there from the first paint. */}
        <IconButton
          edge="start"
          aria-label="Open navigation"
          onClick={() => setOpen(true)}
          className="navbar-sidebar-button"
          sx={{ display: 'none' }}
          data-testid="open-navigation"
        >
          <MenuIcon />
        </IconButton>
        <Box
          component={Link}
          to="/introduction/"
          aria-label="MUI X home"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: 'text.primary',
            textDecoration: 'none',
            '&:hover': { textDecoration: 'none', color: 'text.primary' },
          }}
        >
          <Logo />
          <Typography
            component="span"
            sx={{ fontWeight: 700, fontSize: '1.05rem', display: { xs: 'none', sm: 'inline' } }}
          >
            MUI X
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', minWidth: 0, ml: { xs: 0.5, sm: 0 } }}>
          <ProductSwitcher />
        </Box>
        <VersionsMenu />
        <Box sx={{ flexGrow: 1 }} />
        <SearchBar />
        <LanguageMenu />
        <Tooltip title="GitHub repository">
          <IconButton
            color="inherit"
            component="a"
            href={GITHUB_REPO_URL}
            aria-label="GitHub repository"
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            <GitHub fontSize="small" />
          </IconButton>
        </Tooltip>
        <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
          <ColorModeMenu />
        </Box>
        <Tooltip title="Settings">
          <IconButton
            color="inherit"
            aria-label="Open settings"
            onClick={() => {
              setSettingsRequested(true);
              setSettingsOpen(true);
            }}
          >
            <SettingsOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Toolbar>
      {settingsRequested && (
        <React.Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </React.Suspense>
      )}
    </AppBar>
  );
}
