import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import { getStorage, readStored, resetStorageMemory, writeStored } from '@site/src/storage/browserStorage';
import { useStoredState } from '@site/src/storage/useStoredState';
import { createColorSchemeStorageManager } from '@site/src/storage/colorSchemeStorage';

const localDescriptor = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
const sessionDescriptor = Object.getOwnPropertyDescriptor(window, 'sessionStorage')!;
const originalMethods = {
  getItem: Storage.prototype.getItem,
  setItem: Storage.prototype.setItem,
  removeItem: Storage.prototype.removeItem,
};

function securityError(): never {
  throw new DOMException('The operation is insecure.', 'SecurityError');
}

/** The ways a browser or an extension breaks storage. */
const BREAKAGES: Array<[string, () => void]> = [
  [
    'the getter throws',
    () => Object.defineProperty(window, 'localStorage', { configurable: true, get: securityError }),
  ],
  [
    'storage is missing',
    () => Object.defineProperty(window, 'localStorage', { configurable: true, value: undefined }),
  ],
  [
    'storage is null',
    () => Object.defineProperty(window, 'localStorage', { configurable: true, value: null }),
  ],
  [
    'every method throws',
    () => {
      Storage.prototype.getItem = securityError;
      Storage.prototype.setItem = securityError;
      Storage.prototype.removeItem = securityError;
    },
  ],
  [
    'storage is full',
    () => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    },
  ],
];

/** getItem answering with something that is not a string: read as nothing stored. */
const ODD_GETITEM = () => {
  Storage.prototype.getItem = (() => ({ toString: securityError })) as unknown as Storage['getItem'];
};

afterEach(() => {
  Object.defineProperty(window, 'localStorage', localDescriptor);
  Object.defineProperty(window, 'sessionStorage', sessionDescriptor);
  Object.assign(Storage.prototype, originalMethods);
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetStorageMemory();
});

describe('browserStorage', () => {
  it('reads and writes real storage when it works', () => {
    expect(writeStored('k', 'v')).toBe(true);
    expect(window.localStorage.getItem('k')).toBe('v');
    expect(readStored('k')).toBe('v');
    expect(writeStored('k', null)).toBe(true);
    expect(window.localStorage.getItem('k')).toBeNull();
    expect(writeStored('s', '1', 'sessionStorage')).toBe(true);
    expect(window.sessionStorage.getItem('s')).toBe('1');
  });

  it.each(BREAKAGES)(
    'never throws when %s, and keeps written values for the page view',
    (_label, breakIt) => {
      breakIt();
      expect(() => getStorage()).not.toThrow();
      expect(() => readStored('k')).not.toThrow();
      expect(readStored('never-written')).toBeNull();
      expect(() => writeStored('k', 'v')).not.toThrow();
      expect(readStored('k')).toBe('v');
      writeStored('k', null);
      expect(readStored('k')).toBeNull();
    },
  );

  it('reads a non-string answer of getItem as nothing stored', () => {
    window.localStorage.setItem('k', 'v');
    ODD_GETITEM();
    expect(readStored('k')).toBeNull();
    // A write storage does not give back is kept for the page view instead.
    expect(writeStored('k', 'w')).toBe(false);
    expect(readStored('k')).toBe('w');
  });

  it('goes back to real storage once a write succeeds again', () => {
    Storage.prototype.setItem = securityError;
    expect(writeStored('k', 'memory')).toBe(false);
    Storage.prototype.setItem = originalMethods.setItem;
    expect(writeStored('k', 'stored')).toBe(true);
    expect(window.localStorage.getItem('k')).toBe('stored');
    expect(readStored('k')).toBe('stored');
  });
});

function Stored({ storageKey }: { storageKey: string }) {
  const [value, setValue] = useStoredState(storageKey);
  return (
    <button type="button" onClick={() => setValue((previous) => `${previous ?? ''}+`)}>
      {value ?? 'nothing'}
    </button>
  );
}

describe('useStoredState', () => {
  it('reads the stored value, shares writes between components and follows other tabs', () => {
    window.localStorage.setItem('pref', 'a');
    render(
      <>
        <Stored storageKey="pref" />
        <Stored storageKey="pref" />
      </>,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['a', 'a']);
    act(() => screen.getAllByRole('button')[0].click());
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['a+', 'a+']);
    expect(window.localStorage.getItem('pref')).toBe('a+');
    act(() => {
      window.localStorage.setItem('pref', 'from another tab');
      window.dispatchEvent(new StorageEvent('storage', { key: 'pref', newValue: 'from another tab' }));
    });
    expect(screen.getAllByRole('button')[0].textContent).toBe('from another tab');
  });

  it.each(BREAKAGES)('renders and keeps working when %s', (_label, breakIt) => {
    breakIt();
    render(<Stored storageKey="pref" />);
    expect(screen.getByRole('button').textContent).toBe('nothing');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('+');
  });
});

describe('the colour-scheme storage manager given to MUI', () => {
  const manager = createColorSchemeStorageManager('mode');

  it('hands MUI only known modes and scheme names', () => {
    const mode = manager({ key: 'mode' });
    const light = manager({ key: 'mui-color-scheme-light' });
    window.localStorage.setItem('mode', 'dark');
    expect(mode.get('system')).toBe('dark');
    for (const garbage of ['', 'DARK', 'dark ', '"><img src=x>', '(', 'x'.repeat(10000)]) {
      window.localStorage.setItem('mode', garbage);
      window.localStorage.setItem('mui-color-scheme-light', garbage);
      expect(mode.get('system')).toBe('system');
      expect(light.get('light')).toBe('light');
    }
    window.localStorage.setItem('mui-color-scheme-light', 'system');
    expect(light.get('light')).toBe('light');
  });

  it('stores only known values', () => {
    const mode = manager({ key: 'mode' });
    mode.set('light');
    expect(window.localStorage.getItem('mode')).toBe('light');
    mode.set('<script>');
    expect(window.localStorage.getItem('mode')).toBe('light');
  });

  it('passes a hostile value from another tab on as "nothing stored"', () => {
    const seen: unknown[] = [];
    const unsubscribe = manager({ key: 'mui-color-scheme-dark' }).subscribe((value) => seen.push(value));
    window.dispatchEvent(new StorageEvent('storage', { key: 'mui-color-scheme-dark', newValue: '(' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'mui-color-scheme-dark', newValue: 'dark' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'light' }));
    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: 'mui-color-scheme-dark', newValue: 'light' }));
    expect(seen).toEqual([null, 'dark']);
  });

  it.each([...BREAKAGES, ['getItem returns an object', ODD_GETITEM] as [string, () => void]])(
    'never throws when %s',
    (_label, breakIt) => {
      breakIt();
      const mode = manager({ key: 'mode' });
      expect(mode.get('system')).toBe('system');
      expect(() => mode.set('dark')).not.toThrow();
    },
  );
});
