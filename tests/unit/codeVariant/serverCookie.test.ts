/**
 * @jest-environment node
 *
 * Spec §8: reading a cookie while rendering on the server throws.
 */
import { readCookie, SERVER_COOKIE_ERROR_MESSAGE, writeCookie } from '@site/src/codeVariant';

describe('cookies on the server', () => {
  it('throws an error saying it is not supported on the server', () => {
    expect(typeof document).toBe('undefined');
    expect(() => readCookie('codeVariant')).toThrow(SERVER_COOKIE_ERROR_MESSAGE);
    expect(SERVER_COOKIE_ERROR_MESSAGE).toMatch(/not supported on the server/);
  });

  it('ignores writes, which only happen after a reader acts', () => {
    expect(() => writeCookie('codeVariant', 'JS')).not.toThrow();
  });
});
