import { clickEventFor, installClickTracking } from '../../../src/analytics/clickEvents';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('data-attribute click events', () => {
  it('reports the nearest element carrying data-ga-event-category, from nested content', () => {
    document.body.innerHTML =
      '<div data-ga-event-category="outer"><button data-ga-event-category="demo" data-ga-event-action="copy-click" data-ga-event-label="grid"><span id="icon">x</span></button></div>';
    expect(clickEventFor(document.getElementById('icon'), Math.random)).toEqual({
      category: 'demo',
      action: 'copy-click',
      label: 'grid',
    });
  });

  it('ignores clicks elsewhere and empty categories', () => {
    document.body.innerHTML = '<p id="p">text</p><a id="a" data-ga-event-category="">x</a>';
    expect(clickEventFor(document.getElementById('p'), Math.random)).toBeNull();
    expect(clickEventFor(document.getElementById('a'), Math.random)).toBeNull();
    expect(clickEventFor(null, Math.random)).toBeNull();
  });

  it('reads missing action and label as null, and starts from a text node', () => {
    document.body.innerHTML = '<button id="b" data-ga-event-category="code">Copy</button>';
    const textNode = document.getElementById('b')!.firstChild;
    expect(clickEventFor(textNode, Math.random)).toEqual({ category: 'code', action: null, label: null });
  });

  it('samples with data-ga-event-split using the random source', () => {
    document.body.innerHTML =
      '<button id="b" data-ga-event-category="demo" data-ga-event-split="0.1">x</button>';
    const button = document.getElementById('b');
    expect(clickEventFor(button, () => 0.05)).not.toBeNull();
    expect(clickEventFor(button, () => 0.1)).toBeNull();
    expect(clickEventFor(button, () => 0.9)).toBeNull();
  });

  it('ignores a split that is not a ratio', () => {
    document.body.innerHTML =
      '<button id="b" data-ga-event-category="demo" data-ga-event-split="banana">x</button>';
    expect(clickEventFor(document.getElementById('b'), () => 0.99)).not.toBeNull();
  });

  it('listens on the document in the capture phase, so stopPropagation cannot hide a click', () => {
    document.body.innerHTML =
      '<button id="b" data-ga-event-category="demo" data-ga-event-action="expand">x</button>';
    const button = document.getElementById('b')!;
    button.addEventListener('click', (event) => event.stopPropagation());
    const send = jest.fn();
    const remove = installClickTracking(document, send);
    button.click();
    expect(send).toHaveBeenCalledWith({ category: 'demo', action: 'expand', label: null });
    remove();
    button.click();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
