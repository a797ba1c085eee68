/**
 * MUI's Tooltip for the navbar's icon buttons, with its code (Tooltip, Popper and popper.js, about 10 KB
 * gzip) loaded the first time a reader points at or focuses one, not with the bundle every page needs to
 * hydrate. The button is always rendered here, at the same place in the tree, and never inside the Tooltip:
 * the Tooltip, once loaded, is a sibling whose popper is anchored to the button and opened by this
 * component. So its arrival never remounts the button, and a click during the load still lands (wrapping
 * the button once the code arrived did remount it, and lost such a click). maintainers/performance.md, "What keeps pages light".
 */
import * as React from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';

type TooltipComponent = React.ComponentType<TooltipProps>;

/** MUI's own default `enterDelay`. */
export const TOOLTIP_ENTER_DELAY_MS = 100;

type ChildProps = {
  ref?: React.Ref<HTMLElement>;
  onPointerEnter?: React.PointerEventHandler<HTMLElement>;
  onPointerLeave?: React.PointerEventHandler<HTMLElement>;
  onPointerDown?: React.PointerEventHandler<HTMLElement>;
  onFocus?: React.FocusEventHandler<HTMLElement>;
  onBlur?: React.FocusEventHandler<HTMLElement>;
};

export interface LazyTooltipProps {
  title: string;
  /**
   * One element that forwards its ref to a DOM node (and has no ref of its own) and carries its own
   * accessible name.
   */
  children: React.ReactElement<ChildProps>;
}

/** Calls the child's own handler, then ours. */
function chain<E>(own: ((event: E) => void) | undefined, ours: (event: E) => void) {
  return (event: E) => {
    own?.(event);
    ours(event);
  };
}

/** Keyboard focus only, as MUI's Tooltip does: a click's focus shows no tooltip. */
function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
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
    const [Tooltip, setTooltip] = React.useState<TooltipComponent | null>(null);
    const [open, setOpen] = React.useState(false);
    // A ref, not state: a state set by the ref at mount would render every navbar button a second time,
    // synchronously, inside the commit that hydrated the page. The popper needs the button only once shown.
    const anchor = React.useRef<HTMLElement | null>(null);
    const enterTimer = React.useRef<number | undefined>(undefined);
    React.useEffect(() => () => window.clearTimeout(enterTimer.current), []);

    const show = () => {
      setOpen(true);
      if (loaded) setTooltip(() => loaded);
      else
        loadTooltip().then(
          (component) => setTooltip(() => component),
          () => undefined,
        );
    };
    const hide = () => {
      window.clearTimeout(enterTimer.current);
      setOpen(false);
    };
    const own = children.props;
    const child = React.cloneElement(children, {
      ref: anchor,
      onPointerEnter: chain(own.onPointerEnter, (event) => {
        if (event.pointerType !== 'mouse') return;
        window.clearTimeout(enterTimer.current);
        enterTimer.current = window.setTimeout(show, TOOLTIP_ENTER_DELAY_MS);
      }),
      onPointerLeave: chain(own.onPointerLeave, hide),
      // A press opens a menu or a drawer: the tooltip would cover it.
      onPointerDown: chain(own.onPointerDown, hide),
      onFocus: chain(own.onFocus, (event) => {
        if (isFocusVisible(event.currentTarget)) show();
      }),
      onBlur: chain(own.onBlur, hide),
    });
    return (
      <>
        {child}
        {Tooltip && (
          <Tooltip
            title={title}
            open={open}
            onClose={hide}
            slotProps={{ popper: { anchorEl: () => anchor.current! } }}
          >
            {/* The Tooltip needs a child of its own; the popper is anchored to the button above. */}
            <span hidden />
          </Tooltip>
        )}
      </>
    );
  };
}

const LazyTooltip = createLazyTooltip(
  () => import('@mui/material/Tooltip') as Promise<{ default: TooltipComponent }>,
);

export default LazyTooltip;
