/**
 * LazyTooltip: the navbar's tooltips load after the page is idle and behave like MUI's Tooltip once they
 * have; before that, the button is the same and a hover opens the tooltip as soon as the code arrives.
 */
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Tooltip from '@mui/material/Tooltip';
import { createLazyTooltip } from '@site/src/components/lazy/LazyTooltip';

/** A fresh LazyTooltip for each test (the loaded Tooltip is shared by the instances of one), counting loads. */
let LazyTooltip: ReturnType<typeof createLazyTooltip>;
let loads = 0;
beforeEach(() => {
  loads = 0;
  LazyTooltip = createLazyTooltip(async () => {
    loads += 1;
    return { default: Tooltip };
  });
});

function Button(props: React.ComponentProps<'button'>) {
  return <button type="button" {...props} />;
}

describe('LazyTooltip', () => {
  it('renders the bare button on the server, named by the title only when it has no name of its own', () => {
    const unnamed = renderToString(
      <LazyTooltip title="Settings">
        <Button>S</Button>
      </LazyTooltip>,
    );
    expect(unnamed).toBe('<button type="button" aria-label="Settings">S</button>');
    const named = renderToString(
      <LazyTooltip title="Colour mode">
        <Button aria-label="Colour mode: System">C</Button>
      </LazyTooltip>,
    );
    expect(named).toBe('<button type="button" aria-label="Colour mode: System">C</button>');
  });

  it('a hover before the code has arrived shows the tooltip once it does, and leaving hides it', async () => {
    render(
      <LazyTooltip title="GitHub repository">
        <Button aria-label="GitHub repository">G</Button>
      </LazyTooltip>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'GitHub repository' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('GitHub repository');
    fireEvent.mouseLeave(screen.getByRole('button', { name: 'GitHub repository' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('keeps the focus on the button when the Tooltip is swapped in, and calls the button’s own handlers', async () => {
    const onFocus = jest.fn();
    render(
      <LazyTooltip title="Settings">
        <Button aria-label="Open settings" onFocus={onFocus}>
          S
        </Button>
      </LazyTooltip>,
    );
    const before = screen.getByRole('button', { name: 'Open settings' });
    act(() => before.focus());
    expect(onFocus).toHaveBeenCalledTimes(1);
    // The swap remounts the button (a new element) and gives it the focus back.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open settings' })).not.toBe(before));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open settings' })),
    );
  });

  it('loads on idle without any interaction, after which hovering opens MUI’s tooltip', async () => {
    render(
      <LazyTooltip title="Settings">
        <Button aria-label="Open settings">S</Button>
      </LazyTooltip>,
    );
    const before = screen.getByRole('button', { name: 'Open settings' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open settings' })).not.toBe(before));
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Open settings' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Settings');
    expect(loads).toBe(1);
  });
});

describe('LazyTooltip during a press', () => {
  it('waits for a press to end before swapping, so the click lands on the button it started on', async () => {
    const onClick = jest.fn();
    let resolveLoad: (value: { default: typeof Tooltip }) => void = () => {};
    const Lazy = createLazyTooltip(
      () =>
        new Promise((resolve) => {
          resolveLoad = resolve;
        }),
    );
    render(
      <Lazy title="Settings">
        <Button aria-label="Open settings" onClick={onClick}>
          S
        </Button>
      </Lazy>,
    );
    const button = screen.getByRole('button', { name: 'Open settings' });
    fireEvent.mouseEnter(button);
    fireEvent.pointerDown(button);
    await act(async () => resolveLoad({ default: Tooltip }));
    // The code has arrived mid-press: still the same element.
    expect(screen.getByRole('button', { name: 'Open settings' })).toBe(button);
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    // Then the Tooltip comes in, open because the pointer is still over the button.
    expect((await screen.findByRole('tooltip')).textContent).toBe('Settings');
    expect(screen.getByRole('button', { name: 'Open settings' })).not.toBe(button);
  });
});
