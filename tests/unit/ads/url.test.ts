import { sanitizeAdUrl } from '../../../src/ads/url';

describe('sanitizeAdUrl', () => {
  it('keeps https URLs, normalised', () => {
    expect(sanitizeAdUrl('https://srv.example.com/ads/click?x=1')).toBe(
      'https://srv.example.com/ads/click?x=1',
    );
    expect(sanitizeAdUrl('  https://EXAMPLE.com/a  ')).toBe('https://example.com/a');
  });

  it('turns protocol-relative URLs into https', () => {
    expect(sanitizeAdUrl('//cdn.example.com/img.png')).toBe('https://cdn.example.com/img.png');
  });

  it.each([
    ['http', 'http://example.com/a'],
    ['javascript', 'javascript:alert(1)'],
    ['javascript with case and spaces', ' JaVaScRiPt:alert(1)'],
    ['javascript hidden by a tab', 'java\tscript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['data image', 'data:image/png;base64,AAAA'],
    ['blob', 'blob:https://example.com/1'],
    ['ftp', 'ftp://example.com/file'],
    ['relative path', '/ads/click'],
    ['bare host', 'example.com/x'],
    ['empty', ''],
    ['spaces only', '   '],
    ['malformed', 'https://'],
    ['embedded newline', 'https://example.com/\nnext'],
    ['embedded space', 'https://exa mple.com/'],
    ['credentials', 'https://user:pass@example.com/'],
    ['too long', `https://example.com/${'a'.repeat(3000)}`],
  ])('drops %s URLs', (_name, value) => {
    expect(sanitizeAdUrl(value)).toBeNull();
  });

  it.each([[null], [undefined], [42], [{}], [['https://example.com']], [true]])(
    'drops non-string %p',
    (value) => {
      expect(sanitizeAdUrl(value)).toBeNull();
    },
  );
});
