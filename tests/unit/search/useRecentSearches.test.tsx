import { act, renderHook } from '@testing-library/react';
import { useRecentSearches } from '@site/src/components/search/useRecentSearches';
import { RECENT_SEARCHES_STORAGE_KEY } from '@site/src/search/recentSearches';

describe('useRecentSearches', () => {
  afterEach(() => window.localStorage.clear());

  it('ignores a tampered stored value', () => {
    window.localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, '{"__proto__":{"polluted":true}}');
    const { result } = renderHook(() => useRecentSearches());
    expect(result.current[0]).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('remembers searches newest first and stores them as JSON', () => {
    window.localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(['sorting', 7, '']));
    const { result } = renderHook(() => useRecentSearches());
    expect(result.current[0]).toEqual(['sorting']);
    act(() => result.current[1]('checkboxSelection'));
    expect(result.current[0]).toEqual(['checkboxSelection', 'sorting']);
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? 'null')).toEqual([
      'checkboxSelection',
      'sorting',
    ]);
    act(() => result.current[2]());
    expect(result.current[0]).toEqual([]);
  });
});
