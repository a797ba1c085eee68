/**
 * Demos render one at a time. Several demos reaching the viewport together (a reader jumping down a page of
 * charts) would otherwise render in the same task, and a tap or a key press would wait for all of them.
 * A demo takes a turn, renders, gives the turn back, and the next one starts only after the browser has had
 * a task of its own for input and painting.
 */

import { nextTask } from '@site/src/browser/nextTask';

type Release = () => void;

const waiting: Array<(release: Release) => void> = [];
let busy = false;

function grant(): void {
  const next = waiting.shift();
  if (!next) {
    busy = false;
    return;
  }
  let released = false;
  next(() => {
    if (released) return;
    released = true;
    // The browser runs pending input and paints before the next demo renders.
    nextTask().then(grant, grant);
  });
}

/**
 * Resolves with this demo's turn; call the function it gives once the demo has rendered (or failed, or
 * unmounted). Calling it twice is harmless.
 */
export function takeMountTurn(): Promise<Release> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!busy) {
      busy = true;
      grant();
    }
  });
}
