/**
 * `<Demo name="BasicGrid" height={420} />`, available in every MDX page without an import. The remark
 * plugin (plugins/demos/remark.ts) adds `variants`: the build-time sources plus a `load()` that imports
 * the component as its own chunk. The component mounts only when the demo nears the viewport, inside a
 * box of the reserved height, so nothing on the page moves when it arrives.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import { alpha } from '@mui/material/styles';
import { useDocsConfig } from '@site/src/settings/DocsProvider';
import { useNearViewport } from '@site/src/demos/useNearViewport';
import { useIdleAfterHydration } from '@site/src/components/lazy/useIdleAfterHydration';
import {
  DEFAULT_STYLING_KEY,
  STYLING_KEY_OF,
  STYLING_OF_KEY,
  parseDemoHash,
  useLocationHash,
  type CodeVariant,
  type StylingKey,
} from '@site/src/codeVariant';
import type { DemoBackground, DemoModule, DemoVariants } from '@site/src/demos/types';
import DemoErrorBoundary from './DemoErrorBoundary';
import DemoSource, { demoCode, loadDemoFileTabs } from './DemoSource';
import type { DemoToolbarProps } from './DemoToolbar';
import LiveEditBoundary from './LiveEditBoundary';
import LiveEditErrorBox from './LiveEditErrorBox';
import { useLiveEdit } from './useLiveEdit';

/** Height of the toolbar row, reserved before its chunk arrives. */
export const DEMO_TOOLBAR_HEIGHT = 40;

const DemoToolbar = React.lazy(() => import(/* webpackChunkName: "demo-toolbar" */ './DemoToolbar'));

export interface DemoProps {
  /** The demo file (`Name.tsx`) or folder (`Name/`) next to the page. */
  name: string;
  /** Reserved height of the live area in px. */
  height: number;
  bg?: DemoBackground;
  defaultCodeOpen?: boolean;
  hideToolbar?: boolean;
  /** No inline ad under this demo (read by the ads feature through `data-disable-ad`). */
  disableAd?: boolean;
  /** Added at build time by the remark plugin; writers never set it. */
  variants?: DemoVariants;
}

/** Loads the demo component and applies the MUI X license key first, so paid demos render licensed. */
async function loadDemoComponent(demo: DemoModule, licenseKey: string): Promise<React.ComponentType> {
  const [module, license] = await Promise.all([demo.load(), import('@mui/x-license')]);
  license.LicenseInfo.setLicenseKey(licenseKey);
  return module.default;
}

function DemoLive({ demo, licenseKey }: { demo: DemoModule; licenseKey: string }) {
  const [state, setState] = React.useState<{ component: React.ComponentType | null; error: Error | null }>({
    component: null,
    error: null,
  });
  React.useEffect(() => {
    let active = true;
    setState({ component: null, error: null });
    loadDemoComponent(demo, licenseKey).then(
      (component) => active && setState({ component, error: null }),
      (error: unknown) =>
        active &&
        setState({ component: null, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      active = false;
    };
  }, [demo, licenseKey]);
  if (state.error) throw state.error;
  const Component = state.component;
  return Component ? <Component /> : null;
}

const liveAreaStyles = (bg: DemoBackground) =>
  ({
    position: 'relative',
    boxSizing: 'border-box',
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'center',
    flexDirection: 'column',
    outline: 0,
    ...(bg === 'outlined' && {
      p: 3,
      border: 1,
      borderColor: 'divider',
      borderRadius: '12px 12px 0 0',
      bgcolor: 'background.paper',
    }),
    ...(bg === 'inline' && { py: 3 }),
    ...(bg === 'playground' && {
      p: 3,
      borderRadius: '12px 12px 0 0',
      border: 1,
      borderColor: 'divider',
      backgroundImage: (theme: { vars?: { palette: { divider: string } }; palette: { divider: string } }) =>
        `radial-gradient(${(theme.vars ?? theme).palette.divider} 1px, transparent 1px)`,
      backgroundSize: '16px 16px',
    }),
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  }) as const;

export default function Demo({
  name,
  height,
  bg = 'outlined',
  defaultCodeOpen,
  hideToolbar = false,
  disableAd = false,
  variants,
}: DemoProps) {
  const { codeVariant, codeStyling, licenseInfo, setCodeVariant, setCodeStyling } = useDocsConfig();
  const rootRef = React.useRef<HTMLDivElement>(null);
  const liveRef = React.useRef<HTMLDivElement>(null);
  const near = useNearViewport(rootRef);
  const [codeOpen, setCodeOpen] = React.useState(defaultCodeOpen === true);
  const [resetKey, setResetKey] = React.useState(0);
  const [tab, setTab] = React.useState(0);
  // The toolbar's code loads once the page is idle: hydration does not need it (its row keeps its height).
  const toolbarReady = useIdleAfterHydration();

  const available = (Object.keys(variants ?? {}) as StylingKey[]).filter((key) => variants?.[key]);
  const wanted = STYLING_KEY_OF[codeStyling];
  const stylingKey: StylingKey = available.includes(wanted) ? wanted : DEFAULT_STYLING_KEY;
  const demo = variants?.[stylingKey] ?? variants?.[DEFAULT_STYLING_KEY];
  const hasTs = Boolean(demo?.tsx !== null && demo?.hasTypes);
  const variant: CodeVariant = codeVariant === 'TS' && hasTs ? 'TS' : 'JS';

  const liveEdit = useLiveEdit(demo ?? EMPTY_DEMO, stylingKey, variant, demo ? demoCode(demo, variant) : '');
  const hasFiles = (demo?.files.length ?? 0) > 0;
  React.useEffect(() => {
    if (toolbarReady && hasFiles) loadDemoFileTabs().catch(() => undefined);
  }, [toolbarReady, hasFiles]);

  // `#Name`, `#Name.js`, `#Name.tsx` (on arrival or followed later): open this demo's code and bring it
  // into view. The variant the hash names is applied by DocsProvider.
  const hash = useLocationHash();
  React.useEffect(() => {
    const target = parseDemoHash(hash);
    if (!target || target.name !== name) return;
    setCodeOpen(true);
    requestAnimationFrame(() => rootRef.current?.scrollIntoView({ block: 'start' }));
  }, [hash, name]);

  const { reset: resetEdits } = liveEdit;
  const reset = React.useCallback(() => {
    resetEdits();
    setResetKey((key) => key + 1);
  }, [resetEdits]);
  const resetFocus = React.useCallback(() => liveRef.current?.focus(), []);

  // Memoised so that typing in the editor (which re-renders the demo) does not re-render the component.
  const { shown, onRendered, onRenderError } = liveEdit;
  const liveContent = React.useMemo(() => {
    if (!near || !demo) return null;
    if (shown) {
      return (
        <LiveEditBoundary
          key={`edit-${shown.id}`}
          id={shown.id}
          onRendered={onRendered}
          onError={onRenderError}
        >
          <shown.component />
        </LiveEditBoundary>
      );
    }
    return (
      <DemoErrorBoundary key={resetKey} name={name} onReset={reset}>
        <DemoLive demo={demo} licenseKey={licenseInfo.key} />
      </DemoErrorBoundary>
    );
  }, [near, demo, shown, onRendered, onRenderError, resetKey, name, reset, licenseInfo.key]);

  if (!demo) {
    return (
      <Alert severity="error" sx={{ my: 3 }}>
        The demo “{name}” has no sources: it must be placed with {'<Demo name="…" height={…} />'} in a docs
        page so the build can attach them.
      </Alert>
    );
  }

  const toolbarProps: DemoToolbarProps = {
    demo,
    name,
    code: liveEdit.code,
    edited: liveEdit.edited,
    variant,
    hasTs,
    codeOpen,
    stylingKey,
    stylings: available,
    onCodeOpenChange: setCodeOpen,
    onVariantChange: setCodeVariant,
    onStylingChange: (key) => setCodeStyling(STYLING_OF_KEY[key]),
    onReset: reset,
    onResetFocus: resetFocus,
  };

  return (
    <Box
      ref={rootRef}
      id={name}
      className="demo"
      data-demo={name}
      data-disable-ad={disableAd ? 'true' : undefined}
      data-demo-mounted={near ? 'true' : 'false'}
      data-demo-edited={liveEdit.edited ? 'true' : undefined}
      sx={{ my: 3, scrollMarginTop: 'calc(var(--ifm-navbar-height) + 16px)' }}
    >
      <Box
        ref={liveRef}
        tabIndex={-1}
        aria-label={`${name} demo`}
        role="region"
        sx={{
          ...liveAreaStyles(bg),
          minHeight: height,
          ...(hideToolbar && { borderRadius: bg === 'inline' ? 0 : '12px' }),
        }}
      >
        {liveContent}
      </Box>
      {liveEdit.active && !hideToolbar && <LiveEditErrorBox name={name} error={liveEdit.error} />}
      {!hideToolbar && (
        <Box
          sx={(theme) => ({
            height: DEMO_TOOLBAR_HEIGHT,
            display: 'flex',
            alignItems: 'center',
            ...(bg !== 'inline' && {
              border: 1,
              borderTop: 0,
              borderColor: 'divider',
              borderRadius: codeOpen || demoHasVisibleCode(demo, defaultCodeOpen) ? 0 : '0 0 12px 12px',
            }),
            backgroundColor: alpha(theme.palette.grey[500], 0.04),
          })}
        >
          {toolbarReady && (
            <React.Suspense fallback={null}>
              <DemoToolbar {...toolbarProps} />
            </React.Suspense>
          )}
        </Box>
      )}
      {!hideToolbar && (
        <DemoSource
          demo={demo}
          variant={variant}
          hasTs={hasTs}
          open={codeOpen}
          showPreview={defaultCodeOpen !== false}
          tab={tab}
          onTabChange={setTab}
          editing={{
            Editor: liveEdit.Editor,
            code: liveEdit.code,
            focusRequest: liveEdit.focusRequest,
            onActivate: liveEdit.activate,
            onChange: liveEdit.setCode,
          }}
        />
      )}
    </Box>
  );
}

/** Stands in for a missing demo so the hooks run in the same order; never rendered. */
const EMPTY_DEMO: DemoModule = {
  name: '',
  fileName: '',
  tsx: null,
  js: '',
  hasTypes: false,
  previewTs: null,
  previewJs: null,
  files: [],
  load: () => Promise.reject(new Error('This demo has no sources.')),
};

function demoHasVisibleCode(demo: DemoModule, defaultCodeOpen: boolean | undefined): boolean {
  if (defaultCodeOpen === false) return false;
  return Boolean(demo.previewJs || demo.previewTs);
}
