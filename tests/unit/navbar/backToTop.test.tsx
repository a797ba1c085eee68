/**
 * The back-to-top button (src/theme/BackToTopButton, src/components/backToTop/useBackToTop.ts): it never reads
 * the scroll position while rendering or mounting (a read there lays the whole page out inside the hydration
 * task), shows while the reader scrolls up far enough, hides when they scroll down, near the top or after a jump
 * to an anchor, and scrolls back up smoothly, or at once for readers who ask for reduced motion.
 */
import * as React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useHistory } from 'react-router-dom';
import { ScrollControllerProvider } from '@docusaurus/theme-common/internal';
import BackToTopButton from '@site/src/theme/BackToTopButton';

// The theme's CSS module, with its class names (the unit tests' style stub has none).
jest.mock('@docusaurus/theme-classic/lib/theme/BackToTopButton/styles.module.css', () => ({
  backToTopButton: 'backToTopButton',
  backToTopButtonShow: 'backToTopButtonShow',
}));

let scrollTop = 0;
let scrollReads = 0;
const historyRef: { current: ReturnType<typeof useHistory> | undefined } = { current: undefined };

/** Hands the router's history to the test, to navigate to an anchor as a link would. */
function HistoryProbe() {
  const history = useHistory();
  React.useEffect(() => {
    historyRef.current = history;
  }, [history]);
  return null;
}

function scrollTo(top: number) {
  scrollTop = top;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

const button = () => screen.getByRole('button', { name: 'Scroll back to top' });
const shown = () => button().className.includes('backToTopButtonShow');

beforeEach(() => {
  scrollTop = 0;
  scrollReads = 0;
  Object.defineProperty(window, 'scrollY', {
    configurable: true,
    get: () => {
      scrollReads += 1;
      return scrollTop;
    },
  });
  Object.defineProperty(window, 'pageYOffset', {
    configurable: true,
    get: () => {
      scrollReads += 1;
      return scrollTop;
    },
  });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 10000 });
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  render(
    <MemoryRouter initialEntries={['/x/react-data-grid/']}>
      <ScrollControllerProvider>
        <HistoryProbe />
        <BackToTopButton />
      </ScrollControllerProvider>
    </MemoryRouter>,
  );
});

describe('the back-to-top button', () => {
  it('reads no scroll position to render or mount, and starts hidden', () => {
    expect(scrollReads).toBe(0);
    expect(shown()).toBe(false);
  });

  it('shows while scrolling up below the threshold and hides on the way down or near the top', () => {
    scrollTo(2000);
    expect(shown()).toBe(false);
    scrollTo(1500);
    expect(shown()).toBe(true);
    scrollTo(1600);
    expect(shown()).toBe(false);
    scrollTo(1200);
    expect(shown()).toBe(true);
    scrollTo(200);
    expect(shown()).toBe(false);
  });

  it('stays hidden for the scroll of a jump to an anchor', () => {
    scrollTo(3000);
    act(() => historyRef.current!.push('/x/react-data-grid/#sorting'));
    scrollTo(2000);
    expect(shown()).toBe(false);
    scrollTo(1500);
    expect(shown()).toBe(true);
  });

  it('scrolls to the top smoothly, or at once when the reader asks for reduced motion', () => {
    window.matchMedia = jest.fn(() => ({ matches: false })) as unknown as typeof window.matchMedia;
    fireEvent.click(button());
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    window.matchMedia = jest.fn(() => ({ matches: true })) as unknown as typeof window.matchMedia;
    fireEvent.click(button());
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
  });
});
