import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cacheKey, readCachedModel, writeCachedModel } from '@site/plugins/api-docs/cache';
import { normalizeApiDocsOptions } from '@site/plugins/api-docs/options';

describe('cacheKey', () => {
  const inputs = {
    versions: { '@mui/x-data-grid': '8.29.3', typescript: '5.9.3' },
    sources: { 'plugins/api-docs/extract.ts': 'a' },
  };

  it('is stable for the same inputs, whatever the key order', () => {
    const reordered = {
      versions: { typescript: '5.9.3', '@mui/x-data-grid': '8.29.3' },
      sources: { ...inputs.sources },
    };
    expect(cacheKey(inputs)).toBe(cacheKey(reordered));
    expect(cacheKey(inputs)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('changes when a package version or the generator source changes', () => {
    expect(cacheKey({ ...inputs, versions: { ...inputs.versions, '@mui/x-data-grid': '8.29.4' } })).not.toBe(
      cacheKey(inputs),
    );
    expect(cacheKey({ ...inputs, sources: { 'plugins/api-docs/extract.ts': 'b' } })).not.toBe(
      cacheKey(inputs),
    );
  });
});

describe('cached model files', () => {
  it('round-trips a model and treats broken files as a miss', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-cache-'));
    const file = path.join(dir, 'nested', 'abc.json');
    const model = {
      components: [],
      interfaces: [],
      exports: [{ name: 'A', packageName: 'p', product: 'charts' as const }],
    };
    writeCachedModel(file, model);
    expect(readCachedModel(file)).toEqual(model);
    fs.writeFileSync(file, '{"components": 1}');
    expect(readCachedModel(file)).toBeNull();
    fs.writeFileSync(file, 'not json');
    expect(readCachedModel(file)).toBeNull();
    expect(readCachedModel(path.join(dir, 'missing.json'))).toBeNull();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('plugin options (the `api` part)', () => {
  it('fills defaults', () => {
    expect(normalizeApiDocsOptions({})).toEqual({
      cacheDir: path.join('node_modules', '.cache', 'api-docs'),
    });
    expect(normalizeApiDocsOptions(undefined)).toEqual(normalizeApiDocsOptions({}));
  });

  it('rejects folders outside the site, bad values and unknown keys, listing every problem', () => {
    expect(() => normalizeApiDocsOptions({ cacheDir: '../elsewhere', docsDir: 'docs' } as never)).toThrow(
      /api\.cacheDir must be a path inside the site folder[\s\S]*unknown api option\(s\): docsDir/,
    );
    expect(() => normalizeApiDocsOptions({ cacheDir: '' })).toThrow(
      /api\.cacheDir must be a non-empty string/,
    );
    expect(() => normalizeApiDocsOptions('x' as never)).toThrow(/api must be an object/);
  });
});
