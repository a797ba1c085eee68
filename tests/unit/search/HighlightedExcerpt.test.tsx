import * as React from 'react';
import { render } from '@testing-library/react';
import HighlightedExcerpt from '@site/src/components/search/HighlightedExcerpt';
import { parseExcerpt } from '@site/src/search/excerpt';

describe('HighlightedExcerpt', () => {
  it('renders highlighted words in <mark> elements and everything else as text', () => {
    const { container } = render(
      <HighlightedExcerpt parts={parseExcerpt('Sort by <mark>sortModel</mark> now')} />,
    );
    const marks = container.querySelectorAll('mark');
    expect(marks).toHaveLength(1);
    expect(marks[0].textContent).toBe('sortModel');
    expect(container.textContent).toBe('Sort by sortModel now');
  });

  it('never turns page text into elements', () => {
    const hostile =
      'before <img src="x" onerror="window.__pwned = true"> <mark><b>bold</b></mark> &lt;iframe&gt;';
    const { container } = render(<HighlightedExcerpt parts={parseExcerpt(hostile)} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelectorAll('mark')).toHaveLength(1);
    expect(container.textContent).toBe(
      'before <img src="x" onerror="window.__pwned = true"> <b>bold</b> <iframe>',
    );
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });
});
