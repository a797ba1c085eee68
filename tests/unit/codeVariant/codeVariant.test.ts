/**
 * Resolution order and cookies, and reading a cookie on the server (maintainers/behaviour.md).
 */
import {
  CODE_STYLING_COOKIE,
  CODE_VARIANT_COOKIE,
  codeStylingFromHash,
  codeVariantFromHash,
  readStoredCodeSettings,
  resolveCodeStyling,
  resolveCodeVariant,
} from '@site/src/codeVariant';
import { parseCookie, readCookie, serializeCookie, writeCookie } from '@site/src/storage/cookies';

function clearCookies() {
  for (const name of [CODE_VARIANT_COOKIE, CODE_STYLING_COOKIE])
    document.cookie = `${name}=; max-age=0; path=/`;
}

afterEach(() => {
  clearCookies();
  window.location.hash = '';
});

describe('code variant resolution: hash, then cookie, then TS', () => {
  it('lets a .js or .tsx hash beat the cookie', () => {
    expect(resolveCodeVariant({ hash: '#BasicGrid.js', cookie: 'TS' })).toBe('JS');
    expect(resolveCodeVariant({ hash: '#BasicGrid.tsx', cookie: 'JS' })).toBe('TS');
  });

  it('uses the cookie when the hash says nothing', () => {
    expect(resolveCodeVariant({ hash: '#sorting', cookie: 'JS' })).toBe('JS');
    expect(resolveCodeVariant({ hash: '', cookie: 'TS' })).toBe('TS');
  });

  it('falls back to TS when neither says anything usable', () => {
    expect(resolveCodeVariant({ hash: '', cookie: null })).toBe('TS');
    expect(resolveCodeVariant({ hash: '#x.ts', cookie: 'javascript' })).toBe('TS');
  });

  it('reads the variant only from the end of the hash', () => {
    expect(codeVariantFromHash('#BasicGrid.js')).toBe('JS');
    expect(codeVariantFromHash('#a.js-b')).toBeNull();
  });
});

describe('code styling resolution: hash prefix, then cookie, then MUI System', () => {
  it('reads tailwind-, css- and system- before a demo name', () => {
    expect(resolveCodeStyling({ hash: '#tailwind-StatusGrid.js', cookie: 'CSS' })).toBe('Tailwind');
    expect(resolveCodeStyling({ hash: '#css-StatusGrid', cookie: 'Tailwind' })).toBe('CSS');
    expect(resolveCodeStyling({ hash: '#system-StatusGrid.tsx', cookie: 'CSS' })).toBe('MUI System');
  });

  it('does not mistake heading anchors for a styling', () => {
    expect(codeStylingFromHash('#css-variables')).toBeNull();
    expect(resolveCodeStyling({ hash: '#css-variables', cookie: 'Tailwind' })).toBe('Tailwind');
  });

  it('falls back to MUI System for a missing or unknown cookie', () => {
    expect(resolveCodeStyling({ hash: '', cookie: null })).toBe('MUI System');
    expect(resolveCodeStyling({ hash: '', cookie: 'Sass' })).toBe('MUI System');
  });
});

describe('cookies', () => {
  it('are written for a year on the whole site', () => {
    expect(serializeCookie(CODE_VARIANT_COOKIE, 'JS')).toBe(
      'codeVariant=JS; max-age=31536000; path=/; samesite=lax',
    );
    expect(serializeCookie(CODE_STYLING_COOKIE, 'MUI System')).toBe(
      'codeStyling=MUI%20System; max-age=31536000; path=/; samesite=lax',
    );
  });

  it('round-trip through document.cookie', () => {
    writeCookie(CODE_STYLING_COOKIE, 'MUI System');
    writeCookie(CODE_VARIANT_COOKIE, 'JS');
    expect(readCookie(CODE_STYLING_COOKIE)).toBe('MUI System');
    expect(readCookie(CODE_VARIANT_COOKIE)).toBe('JS');
  });

  it('parse only the named cookie and survive malformed encoding', () => {
    expect(parseCookie('a=1; codeVariantX=TS; codeVariant=JS', 'codeVariant')).toBe('JS');
    expect(parseCookie('codeVariant=%E0%A4%A', 'codeVariant')).toBeNull();
    expect(parseCookie('', 'codeVariant')).toBeNull();
  });

  it('readStoredCodeSettings combines the hash and both cookies', () => {
    writeCookie(CODE_VARIANT_COOKIE, 'JS');
    writeCookie(CODE_STYLING_COOKIE, 'CSS');
    expect(readStoredCodeSettings()).toEqual({
      codeVariant: 'JS',
      codeStyling: 'CSS',
      fromHash: { codeVariant: false, codeStyling: false },
    });
    window.location.hash = '#tailwind-StatusGrid.tsx';
    expect(readStoredCodeSettings()).toEqual({
      codeVariant: 'TS',
      codeStyling: 'Tailwind',
      fromHash: { codeVariant: true, codeStyling: true },
    });
    window.location.hash = '#BasicGrid.js';
    expect(readStoredCodeSettings()).toEqual({
      codeVariant: 'JS',
      codeStyling: 'CSS',
      fromHash: { codeVariant: true, codeStyling: false },
    });
  });
});
