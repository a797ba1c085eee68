/**
 * The frame `<Demo>` renders around a demo (src/components/demos/Demo.tsx loads it as a chunk of its own):
 * the live area, the toolbar row and the code. The component mounts only when the demo nears the viewport,
 * inside a box of the reserved height, so nothing on the page moves when it arrives; demos mount one at a
 * time (src/demos/mountQueue.ts), each rendered as a transition, so a heavy demo does not block input.
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
import type { DemoBackground, DemoFrameProps, DemoModule } from '@site/src/demos/types';
import { DEMO_TOOLBAR_HEIGHT } from '@site/src/demos/frameLayout';
import { takeMountTurn } from '@site/src/demos/mountQueue';
import DemoErrorBoundary from './DemoErrorBoundary';
import DemoSource, { demoCode, loadDemoFileTabs } from './DemoSource';
import type { DemoToolbarProps } from './DemoToolbar';
import LiveEditBoundary from './LiveEditBoundary';
import LiveEditErrorBox from './LiveEditErrorBox';
import { useLiveEdit } from './useLiveEdit';

// For the `<Demo>` wrapper (./Demo.tsx), which has only this chunk's module at hand when a frame goes live.
export { rememberServerBlocks } from '@site/src/components/code/HighlightedCode';

const DemoToolbar = React.lazy(() => import(/* webpackChunkName: "demo-toolbar" */ './DemoToolbar'));

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
  // The turn this demo holds in the mount queue, given back once it has rendered (or failed, or left).
  const release = React.useRef<(() => void) | null>(null);
  React.useEffect(() => {
    let active = true;
    setState({ component: null, error: null });
    loadDemoComponent(demo, licenseKey).then(
      async (component) => {
        if (!active) return;
        const done = await takeMountTurn();
        if (!active) {
          done();
          return;
        }
        release.current = done;
        // A transition: React renders the demo in slices and lets the reader's input through between them.
        React.startTransition(() => setState({ component, error: null }));
      },
      (error: unknown) =>
        active &&
        setState({ component: null, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      active = false;
      release.current?.();
      release.current = null;
    };
  }, [demo, licenseKey]);
  React.useEffect(() => {
    if (!state.component) return;
    release.current?.();
    release.current = null;
  }, [state.component]);
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

export default function DemoFrame({
  name,
  height,
  bg = 'outlined',
  defaultCodeOpen,
  hideToolbar = false,
  disableAd = false,
  variants,
}: DemoFrameProps) {
  const { codeVariant, codeStyling, licenseInfo, setCodeVariant, setCodeStyling } = useDocsConfig();
  const rootRef = React.useRef<HTMLDivElement>(null);
  const liveRef = React.useRef<HTMLDivElement>(null);
  const near = useNearViewport(rootRef);
  // Marks the frame as rendered by React in the browser, not the server's HTML a hydrating page keeps
  // (src/components/demos/Demo.tsx); set here, not rendered, so the server's copy never carries it.
  React.useLayoutEffect(() => {
    rootRef.current?.setAttribute('data-demo-live', '');
  }, []);
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
