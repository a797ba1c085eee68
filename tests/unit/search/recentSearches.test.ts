import {
  MAX_QUERY_LENGTH,
  MAX_RECENT_SEARCHES,
  addRecentSearch,
  normalizeQuery,
  parseRecentSearches,
  serializeRecentSearches,
} from '@site/src/search/recentSearches';

describe('parseRecentSearches', () => {
  it('reads a stored list of queries', () => {
    expect(parseRecentSearches('["sorting","checkboxSelection"]')).toEqual(['sorting', 'checkboxSelection']);
  });

  it.each([
    ['null', null],
    ['empty string', ''],
    ['invalid JSON', '["sorting"'],
    ['an object', '{"0":"sorting"}'],
    ['a string', '"sorting"'],
    ['a number', '42'],
  ])('falls back to an empty list for %s', (_label, raw) => {
    expect(parseRecentSearches(raw)).toEqual([]);
  });

  it('drops entries that are not short non-empty strings', () => {
    const raw = JSON.stringify([
      'grid',
      3,
      null,
      { q: 'x' },
      '   ',
      'x'.repeat(MAX_QUERY_LENGTH + 1),
      ['nested'],
      'charts',
    ]);
    expect(parseRecentSearches(raw)).toEqual(['grid', 'charts']);
  });

  it('normalises whitespace, removes case-insensitive duplicates and caps the list', () => {
    const raw = JSON.stringify([' row  grouping ', 'Row grouping', 'a', 'b', 'c', 'd', 'e', 'f']);
    const parsed = parseRecentSearches(raw);
    expect(parsed[0]).toBe('row grouping');
    expect(parsed).toHaveLength(MAX_RECENT_SEARCHES);
    expect(parsed).toEqual(['row grouping', 'a', 'b', 'c', 'd']);
  });
});

describe('addRecentSearch', () => {
  it('puts the newest query first and moves an existing one up', () => {
    expect(addRecentSearch(['sorting', 'pinning'], 'Pinning')).toEqual(['Pinning', 'sorting']);
  });

  it('keeps at most five queries', () => {
    expect(addRecentSearch(['a', 'b', 'c', 'd', 'e'], 'f')).toEqual(['f', 'a', 'b', 'c', 'd']);
  });

  it('ignores blank and overlong queries', () => {
    expect(addRecentSearch(['a'], '   ')).toEqual(['a']);
    expect(addRecentSearch(['a'], 'x'.repeat(MAX_QUERY_LENGTH + 1))).toEqual(['a']);
  });

  it('round-trips through storage', () => {
    const stored = serializeRecentSearches(addRecentSearch([], '  data   grid '));
    expect(parseRecentSearches(stored)).toEqual(['data grid']);
  });
});

test('normalizeQuery collapses whitespace', () => {
  expect(normalizeQuery('\tcheckbox \n selection ')).toBe('checkbox selection');
});
