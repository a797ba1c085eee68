/**
 * The demo toolbar, its own chunk (loaded after hydration). Controls: styling selector (only for demos
 * with styling variants), JS | TS, Show/Hide code, Copy source, Reset focus, Reset demo, Open in
 * StackBlitz, and a menu with links to the JS and TS sources. One tab stop (roving tabindex): arrow keys
 * move between controls (mirrored in right-to-left), Home/End jump to the ends, disabled ones are skipped.
 * Every control carries `data-ga-event-*` attributes for the analytics feature.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Divider from '@mui/material/Divider';
import Menu from '@site/src/components/lazy/LazyMenu';
import Snackbar from '@site/src/components/lazy/LazySnackbar';
import { useTheme } from '@mui/material/styles';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import CenterFocusStrongRoundedIcon from '@mui/icons-material/CenterFocusStrongRounded';
import BoltRoundedIcon from '@mui/icons-material/BoltRounded';
import MoreVertRoundedIcon from '@mui/icons-material/MoreVertRounded';
import CodeRoundedIcon from '@mui/icons-material/CodeRounded';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import { STYLING_LABELS, demoSourceHash, type CodeVariant, type StylingKey } from '@site/src/codeVariant';
import type { DemoModule } from '@site/src/demos/types';
import { openStackBlitz, stackBlitzForm } from '@site/src/demos/stackblitz';
import { copyToClipboard, COPY_BUTTON_COPIED_MS } from '@site/src/code/clipboard';
import { useClipboardCopy } from '@site/src/components/code/useClipboardCopy';
import sitePackage from '@site/package.json';

export interface DemoToolbarProps {
  demo: DemoModule;
  name: string;
  /** The source of the selected variant: the reader's edit while there is one (Copy, StackBlitz). */
  code: string;
  /** The reader edited this variant's source. */
  edited: boolean;
  variant: CodeVariant;
  hasTs: boolean;
  codeOpen: boolean;
  stylingKey: StylingKey;
  stylings: StylingKey[];
  onCodeOpenChange: (open: boolean) => void;
  onVariantChange: (variant: CodeVariant) => void;
  onStylingChange: (styling: StylingKey) => void;
  onReset: () => void;
  onResetFocus: () => void;
}

const CONTROL = '[data-toolbar-control]';

/** Where focus goes for a key press, among the enabled controls; null for keys the toolbar ignores. */
export function nextControlIndex(key: string, current: number, count: number, rtl: boolean): number | null {
  if (count === 0) return null;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (current + 1) % count;
  if (key === backward) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

function ga(action: string, label: string) {
  return { 'data-ga-event-category': 'demo', 'data-ga-event-action': action, 'data-ga-event-label': label };
}

export default function DemoToolbar(props: DemoToolbarProps) {
  const { demo, name, variant, hasTs, codeOpen, stylingKey, stylings } = props;
  const theme = useTheme();
  const toolbarRef = React.useRef<HTMLDivElement>(null);
  const [active, setActive] = React.useState(stylings.length > 1 ? 0 : 1);
  const [stylingAnchor, setStylingAnchor] = React.useState<HTMLElement | null>(null);
  const [moreAnchor, setMoreAnchor] = React.useState<HTMLElement | null>(null);
  const [snackbar, setSnackbar] = React.useState<string | null>(null);
  const { status: copyStatus, copy } = useClipboardCopy(COPY_BUTTON_COPIED_MS);

  /** Props that put a control in the roving order. */
  const rove = (index: number) => ({
    'data-toolbar-control': index,
    tabIndex: active === index ? 0 : -1,
    onFocus: () => setActive(index),
  });

  const handleKeyDown = (event: React.KeyboardEvent) => {
    const toolbar = toolbarRef.current;
    if (!toolbar) return;
    const controls = [...toolbar.querySelectorAll<HTMLElement>(CONTROL)].filter(
      (element) => !element.hasAttribute('disabled') && element.getAttribute('aria-disabled') !== 'true',
    );
    const current = controls.indexOf(document.activeElement as HTMLElement);
    const next = nextControlIndex(
      event.key,
      Math.max(current, 0),
      controls.length,
      theme.direction === 'rtl',
    );
    if (next === null) return;
    event.preventDefault();
    controls[next].focus();
  };

  const copyLink = async (linkVariant: CodeVariant) => {
    setMoreAnchor(null);
    const url = `${window.location.origin}${window.location.pathname}${demoSourceHash(name, linkVariant, stylingKey)}`;
    try {
      await copyToClipboard(url);
      setSnackbar(`Link to the ${linkVariant === 'JS' ? 'JavaScript' : 'TypeScript'} source copied`);
    } catch (error) {
      setSnackbar((error as Error).message);
    }
  };

  const openInStackBlitz = () => {
    openStackBlitz(
      stackBlitzForm({
        name,
        variant,
        styling: stylingKey,
        code: props.code,
        files: demo.files,
        siteDependencies: sitePackage.dependencies,
        pageUrl: window.location.href.split('#')[0],
      }),
    );
  };

  const copyIcon =
    copyStatus === 'copied' ? (
      <CheckRoundedIcon fontSize="small" />
    ) : copyStatus === 'failed' ? (
      <ErrorOutlineRoundedIcon fontSize="small" />
    ) : (
      <ContentCopyRoundedIcon fontSize="small" />
    );
  const copyLabel =
    copyStatus === 'copied' ? 'Copied' : copyStatus === 'failed' ? 'Copy failed' : 'Copy source';
  const iconButtonSx = { borderRadius: 1, color: 'text.secondary' };
  const toggleSx = (selected: boolean) => ({
    minWidth: 0,
    px: 1,
    py: 0.25,
    fontSize: '0.75rem',
    fontWeight: 600,
    color: selected ? 'primary.main' : 'text.secondary',
    bgcolor: selected ? 'action.selected' : 'transparent',
  });

  return (
    <Box
      ref={toolbarRef}
      role="toolbar"
      aria-label={`${name} demo toolbar`}
      onKeyDown={handleKeyDown}
      data-demo-toolbar={name}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        width: '100%',
        minWidth: 0,
        overflowX: 'auto',
      }}
    >
      {stylings.length > 1 && (
        <>
          <Button
            size="small"
            {...rove(0)}
            {...ga(`styling-${stylingKey}`, name)}
            aria-haspopup="menu"
            aria-expanded={Boolean(stylingAnchor)}
            endIcon={<ExpandMoreRoundedIcon />}
            onClick={(event) => setStylingAnchor(event.currentTarget)}
            sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}
          >
            {STYLING_LABELS[stylingKey]}
          </Button>
          <Menu anchorEl={stylingAnchor} open={Boolean(stylingAnchor)} onClose={() => setStylingAnchor(null)}>
            {({ MenuItem }) =>
              stylings.map((key) => (
                <MenuItem
                  key={key}
                  selected={key === stylingKey}
                  {...ga(`styling-${key}`, name)}
                  onClick={() => {
                    setStylingAnchor(null);
                    props.onStylingChange(key);
                  }}
                >
                  {STYLING_LABELS[key]}
                </MenuItem>
              ))
            }
          </Menu>
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
        </>
      )}
      <Box role="group" aria-label="Source language" sx={{ display: 'flex', gap: 0.25 }}>
        <Button
          size="small"
          {...rove(1)}
          {...ga('source-js', name)}
          aria-pressed={variant === 'JS'}
          onClick={() => props.onVariantChange('JS')}
          sx={toggleSx(variant === 'JS')}
        >
          JS
        </Button>
        <Button
          size="small"
          {...rove(2)}
          {...ga('source-ts', name)}
          aria-pressed={variant === 'TS'}
          disabled={!hasTs}
          title={hasTs ? undefined : 'This demo has no TypeScript types'}
          onClick={() => props.onVariantChange('TS')}
          sx={toggleSx(variant === 'TS')}
        >
          TS
        </Button>
      </Box>
      <Button
        size="small"
        {...rove(3)}
        {...ga('expand', name)}
        aria-expanded={codeOpen}
        startIcon={<CodeRoundedIcon />}
        onClick={() => props.onCodeOpenChange(!codeOpen)}
        sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}
      >
        {codeOpen ? 'Hide code' : 'Show code'}
      </Button>
      <Box sx={{ flexGrow: 1 }} />
      <IconButton
        size="small"
        {...rove(4)}
        {...ga('copy', name)}
        aria-label={copyLabel}
        title={copyLabel}
        data-copy-status={copyStatus}
        onClick={() => copy(props.code)}
        sx={iconButtonSx}
      >
        {copyIcon}
      </IconButton>
      <IconButton
        size="small"
        {...rove(5)}
        {...ga('reset-focus', name)}
        aria-label="Reset focus"
        title="Reset focus"
        onClick={props.onResetFocus}
        sx={iconButtonSx}
      >
        <CenterFocusStrongRoundedIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        {...rove(6)}
        {...ga('reset', name)}
        aria-label="Reset demo"
        title="Reset demo"
        onClick={props.onReset}
        sx={iconButtonSx}
      >
        <RefreshRoundedIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        {...rove(7)}
        {...ga('stackblitz', name)}
        aria-label="Open in StackBlitz"
        title="Open in StackBlitz"
        onClick={openInStackBlitz}
        sx={iconButtonSx}
      >
        <BoltRoundedIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        {...rove(8)}
        {...ga('more', name)}
        aria-label="More"
        aria-haspopup="menu"
        aria-expanded={Boolean(moreAnchor)}
        onClick={(event) => setMoreAnchor(event.currentTarget)}
        sx={iconButtonSx}
      >
        <MoreVertRoundedIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={moreAnchor} open={Boolean(moreAnchor)} onClose={() => setMoreAnchor(null)}>
        {({ MenuItem }) => [
          <MenuItem key="js" {...ga('copy-js-source-link', name)} onClick={() => copyLink('JS')}>
            Copy link to JS source
          </MenuItem>,
          <MenuItem
            key="ts"
            {...ga('copy-ts-source-link', name)}
            disabled={!hasTs}
            onClick={() => copyLink('TS')}
          >
            Copy link to TS source
          </MenuItem>,
        ]}
      </Menu>
      <Snackbar
        open={snackbar !== null}
        autoHideDuration={3000}
        onClose={() => setSnackbar(null)}
        message={snackbar ?? ''}
      />
    </Box>
  );
}
