/**
 * The navbar's tooltips load MUI's Tooltip on first pointer or keyboard focus, and its arrival never
 * remounts the button: a click while the code loads still lands (maintainers/performance.md, "What keeps pages light").
 */
import * as React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import MuiTooltip, { type TooltipProps } from '@mui/material/Tooltip';
import { TOOLTIP_ENTER_DELAY_MS, createLazyTooltip } from '@site/src/components/lazy/LazyTooltip';

type TooltipModule = { default: React.ComponentType<TooltipProps> };

/** A LazyTooltip whose load the test resolves by hand. */
function setup() {
  let resolve: (module: TooltipModule) => void = () => undefined;
  const load = jest.fn(
    () =>
      new Promise<TooltipModule>((done) => {
        resolve = done;
      }),
  );
  const LazyTooltip = createLazyTooltip(load);
  const onClick = jest.fn();
  render(
    <LazyTooltip title="Settings">
      <button type="button" aria-label="Open settings" onClick={onClick}>
        ⚙
      </button>
    </LazyTooltip>,
  );
  return { load, onClick, resolve: (module: TooltipModule) => act(async () => resolve(module)) };
}

const hover = (element: Element) => fireEvent.pointerOver(element, { pointerType: 'mouse' });

// jsdom has no PointerEvent: without one, fireEvent drops `pointerType`.
beforeAll(() => {
  class PointerEventStandIn extends MouseEvent {
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? '';
    }
  }
  Object.defineProperty(window, 'PointerEvent', { value: PointerEventStandIn, configurable: true });
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('LazyTooltip', () => {
  it('renders the bare button and loads nothing until the reader points at it', () => {
    const { load } = setup();
    expect(screen.getByRole('button', { name: 'Open settings' })).toBeTruthy();
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the title after MUI’s enter delay once the code arrives, and hides it when the pointer leaves', async () => {
    const { load, resolve } = setup();
    const button = screen.getByRole('button', { name: 'Open settings' });
    hover(button);
    act(() => jest.advanceTimersByTime(TOOLTIP_ENTER_DELAY_MS - 1));
    expect(load).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(load).toHaveBeenCalledTimes(1);
    await resolve({ default: MuiTooltip });
    expect(screen.getByRole('tooltip').textContent).toBe('Settings');
    fireEvent.pointerOut(button, { pointerType: 'mouse' });
    act(() => jest.runOnlyPendingTimers());
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('keeps the same button across the load, so a click during it still lands', async () => {
    const { onClick, resolve } = setup();
    const before = screen.getByRole('button', { name: 'Open settings' });
    hover(before);
    act(() => jest.advanceTimersByTime(TOOLTIP_ENTER_DELAY_MS));
    fireEvent.click(before);
    await resolve({ default: MuiTooltip });
    const after = screen.getByRole('button', { name: 'Open settings' });
    expect(after).toBe(before);
    fireEvent.click(after);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('anchors the tooltip to the button, not to a wrapper', async () => {
    const { resolve } = setup();
    const button = screen.getByRole('button', { name: 'Open settings' });
    hover(button);
    act(() => jest.advanceTimersByTime(TOOLTIP_ENTER_DELAY_MS));
    await resolve({ default: MuiTooltip });
    // The button is not inside anything the Tooltip rendered: its parent is the test's container.
    expect(button.parentElement?.tagName).toBe('DIV');
    expect(button.parentElement?.children[0]).toBe(button);
    expect(screen.getByRole('tooltip')).toBeTruthy();
  });

  it('shows nothing for a touch, and closes on a press', async () => {
    const { load, resolve } = setup();
    const button = screen.getByRole('button', { name: 'Open settings' });
    fireEvent.pointerOver(button, { pointerType: 'touch' });
    act(() => jest.advanceTimersByTime(TOOLTIP_ENTER_DELAY_MS * 5));
    expect(load).not.toHaveBeenCalled();
    hover(button);
    act(() => jest.advanceTimersByTime(TOOLTIP_ENTER_DELAY_MS));
    await resolve({ default: MuiTooltip });
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.pointerDown(button, { pointerType: 'mouse' });
    act(() => jest.runOnlyPendingTimers());
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
