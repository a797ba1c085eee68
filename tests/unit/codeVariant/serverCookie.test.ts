/**
 * @jest-environment node
 *
 * Reading a cookie while rendering on the server throws.
 */
import { readCookie, serverCookieErrorMessage, writeCookie } from '@site/src/storage/cookies';

describe('cookies on the server', () => {
  it('throws an error saying it is not supported on the server', () => {
    expect(typeof document).toBe('undefined');
    expect(() => readCookie('codeVariant')).toThrow(serverCookieErrorMessage('codeVariant'));
    expect(serverCookieErrorMessage('codeVariant')).toBe(
      'MUI X docs: reading the cookie "codeVariant" is not supported on the server. Read it in an effect, after the page has hydrated.',
    );
  });

  it('ignores writes, which only happen after a reader acts', () => {
    expect(() => writeCookie('codeVariant', 'JS')).not.toThrow();
  });
});
