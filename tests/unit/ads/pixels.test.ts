import { normaliseTimestamp, splitPixels } from '../../../src/ads/pixels';

describe('splitPixels', () => {
  it('splits on "||" and puts the timestamp into every URL', () => {
    expect(
      splitPixels('https://a.example/p?t=[timestamp]||https://b.example/[timestamp]/q', '1700000000'),
    ).toEqual(['https://a.example/p?t=1700000000', 'https://b.example/1700000000/q']);
  });

  it('replaces every occurrence in one URL', () => {
    expect(splitPixels('https://a.example/[timestamp]?x=[timestamp]', 12)).toEqual([
      'https://a.example/12?x=12',
    ]);
  });

  it('turns protocol-relative pixels into https and drops unusable ones', () => {
    expect(
      splitPixels('//a.example/p||http://b.example/p||javascript:alert(1)||||  ||https://c.example/p', '5'),
    ).toEqual(['https://a.example/p', 'https://c.example/p']);
  });

  it('keeps a repeated pixel once', () => {
    expect(splitPixels('https://a.example/p||https://a.example/p', '1')).toEqual(['https://a.example/p']);
  });

  it('caps the number of pixels', () => {
    const many = Array.from({ length: 50 }, (_, index) => `https://p${index}.example/`).join('||');
    expect(splitPixels(many, '1')).toHaveLength(8);
  });

  it('returns nothing for a missing or non-string pixel field', () => {
    expect(splitPixels(undefined, '1')).toEqual([]);
    expect(splitPixels(['https://a.example/'], '1')).toEqual([]);
    expect(splitPixels('', '1')).toEqual([]);
  });

  it('keeps a hostile timestamp as encoded data', () => {
    expect(splitPixels('https://a.example/p?t=[timestamp]', '1&x=<script>')).toEqual([
      'https://a.example/p?t=1%26x%3D%3Cscript%3E',
    ]);
    expect(splitPixels('https://a.example/[timestamp]', '/../../evil')).toEqual([
      'https://a.example/%2F..%2F..%2Fevil',
    ]);
  });
});

describe('normaliseTimestamp', () => {
  it('accepts digits as number or string and nothing else', () => {
    expect(normaliseTimestamp(1700000000.9)).toBe('1700000000');
    expect(normaliseTimestamp('1700000000')).toBe('1700000000');
    expect(normaliseTimestamp(Number.NaN)).toBe('');
    expect(normaliseTimestamp({})).toBe('');
    expect(normaliseTimestamp('x'.repeat(40))).toBe('');
  });
});
