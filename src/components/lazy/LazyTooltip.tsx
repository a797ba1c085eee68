/**
 * MUI's Tooltip for the navbar's icon buttons, with its code (Tooltip, Popper and popper.js, about 10 KB
 * gzip) loaded once the page is idle instead of with the bundle every page needs to hydrate. Until then the
 * button renders exactly what it renders inside a closed Tooltip (the title as its accessible name when it
 * has none), so the server HTML and the first paint are the same. A pointer or focus on the button before
 * the code arrives loads it at once and opens the tooltip when it does. Swapping in the Tooltip remounts
 * the button, so a button that had focus gets it back. See README "What keeps pages light".
 */
import * as React from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';

type TooltipComponent = React.ComponentType<TooltipProps>;
type ChildProps = {
  'aria-label'?: string;
  ref?: React.Ref<HTMLElement>;
  onMouseEnter?: React.MouseEventHandler<HTMLElement>;
  onMouseLeave?: React.MouseEventHandler<HTMLElement>;
  onFocus?: React.FocusEventHandler<HTMLElement>;
  onBlur?: React.FocusEventHandler<HTMLElement>;
  onPointerDown?: React.PointerEventHandler<HTMLElement>;
  onPointerUp?: React.PointerEventHandler<HTMLElement>;
  onPointerCancel?: React.PointerEventHandler<HTMLElement>;
  onKeyDown?: React.KeyboardEventHandler<HTMLElement>;
  onKeyUp?: React.KeyboardEventHandler<HTMLElement>;
};

/** The child's own handler first, then ours. */
function after<E extends React.SyntheticEvent<HTMLElement>>(
  own: ((event: E) => void) | undefined,
  ours: (event: E) => void,
): (event: E) => void {
  return (event) => {
    own?.(event);
    ours(event);
  };
}

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}

export interface LazyTooltipProps {
  title: string;
  children: React.ReactElement<ChildProps>;
}

/** A LazyTooltip whose every instance shares one load of the Tooltip (`load` runs at most once). */
export function createLazyTooltip(load: () => Promise<{ default: TooltipComponent }>) {
  let loaded: TooltipComponent | null = null;
  let loading: Promise<TooltipComponent> | null = null;
  const loadTooltip = (): Promise<TooltipComponent> => {
    loading ??= load().then((module) => {
      loaded = module.default;
      return loaded;
    });
    return loading;
  };
  return function LazyTooltip({ title, children }: LazyTooltipProps) {
    // Null on the server and during hydration, so both render the bare button.
    const [Tooltip, setTooltip] = React.useState<TooltipComponent | null>(null);
    const [open, setOpen] = React.useState(false);
    const node = React.useRef<HTMLElement | null>(null);
    const refocus = React.useRef(false);
    const setNode = React.useCallback((element: HTMLElement | null) => {
      node.current = element;
    }, []);

    // A press in progress (pointer or key down on the button) must end on the element it started on, or
    // its click is lost: the swap waits for it.
    const pressed = React.useRef(false);
    const waiting = React.useRef<TooltipComponent | null>(null);
    const swapIn = React.useCallback((component: TooltipComponent) => {
      if (pressed.current) {
        waiting.current = component;
        return;
      }
      refocus.current = node.current !== null && node.current === document.activeElement;
      setTooltip(() => component);
    }, []);
    const press = () => {
      pressed.current = true;
    };
    const release = () => {
      // After the click that follows the pointer or key going up.
      window.setTimeout(() => {
        pressed.current = false;
        if (waiting.current) swapIn(waiting.current);
      }, 0);
    };

    React.useEffect(() => {
      if (Tooltip) return undefined;
      if (loaded) {
        swapIn(loaded);
        return undefined;
      }
      let active = true;
      const cancel = whenIdle(() => {
        void loadTooltip().then((component) => active && swapIn(component));
      });
      return () => {
        active = false;
        cancel();
      };
    }, [Tooltip, swapIn]);

    React.useEffect(() => {
      if (!Tooltip || !refocus.current) return;
      refocus.current = false;
      node.current?.focus({ preventScroll: true });
    }, [Tooltip]);

    if (!Tooltip) {
      const wantTooltip = () => {
        setOpen(true);
        void loadTooltip().then(swapIn);
      };
      const { props } = children;
      return React.cloneElement(children, {
        ref: setNode,
        'aria-label': props['aria-label'] ?? title,
        onMouseEnter: after(props.onMouseEnter, wantTooltip),
        onMouseLeave: after(props.onMouseLeave, () => setOpen(false)),
        // Like MUI's Tooltip: a keyboard focus opens it, a click's focus does not.
        onFocus: after(props.onFocus, (event) => {
          if (event.currentTarget.matches(':focus-visible')) wantTooltip();
          else void loadTooltip().then(swapIn);
        }),
        onBlur: after(props.onBlur, () => setOpen(false)),
        onPointerDown: after(props.onPointerDown, press),
        onPointerUp: after(props.onPointerUp, release),
        onPointerCancel: after(props.onPointerCancel, release),
        onKeyDown: after(props.onKeyDown, press),
        onKeyUp: after(props.onKeyUp, release),
      });
    }
    return (
      <Tooltip title={title} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
        {React.cloneElement(children, { ref: setNode })}
      </Tooltip>
    );
  };
}

const LazyTooltip = createLazyTooltip(
  () => import('@mui/material/Tooltip') as Promise<{ default: TooltipComponent }>,
);

export default LazyTooltip;
