/**
 * The demo texts a page fetches (src/demos/demoSources.ts) are read as untrusted input: only a demo's texts in
 * their shape are accepted, and nothing else of the file is kept.
 */
import { parseDemoSourceTexts } from '@site/src/demos/demoSources';

const texts = {
  tsx: 'const n: number = 1;',
  js: 'const n = 1;',
  previewTs: null,
  previewJs: '<p />',
  files: [{ name: 'styles.css', language: 'css', content: '.a {}' }],
};

describe('parseDemoSourceTexts', () => {
  it('accepts a demo’s texts and keeps only their fields', () => {
    expect(parseDemoSourceTexts(texts)).toEqual(texts);
    expect(parseDemoSourceTexts({ ...texts, tsx: null, extra: '<script>' })).toEqual({ ...texts, tsx: null });
    expect(parseDemoSourceTexts({ ...texts, files: [{ ...texts.files[0], onload: 'x' }] })?.files[0]).toEqual(
      texts.files[0],
    );
  });

  it('refuses anything else', () => {
    for (const value of [
      null,
      'text',
      [texts],
      { ...texts, js: null },
      { ...texts, tsx: 1 },
      { ...texts, previewJs: {} },
      { ...texts, files: 'styles.css' },
      { ...texts, files: [{ name: 'a.css', language: 'css' }] },
      { ...texts, files: [null] },
    ])
      expect([value, parseDemoSourceTexts(value)]).toEqual([value, null]);
  });
});
