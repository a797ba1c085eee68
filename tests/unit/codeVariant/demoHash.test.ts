import { demoSourceHash, parseDemoHash } from '@site/src/codeVariant/hash';

describe('parseDemoHash', () => {
  it('reads #Name, #Name.js, #Name.tsx and a styling prefix', () => {
    expect(parseDemoHash('#BasicGrid')).toEqual({ name: 'BasicGrid', variant: null, styling: null });
    expect(parseDemoHash('#BasicGrid.js')).toEqual({ name: 'BasicGrid', variant: 'JS', styling: null });
    expect(parseDemoHash('#BasicGrid.tsx')).toEqual({ name: 'BasicGrid', variant: 'TS', styling: null });
    expect(parseDemoHash('#tailwind-StatusGrid.js')).toEqual({
      name: 'StatusGrid',
      variant: 'JS',
      styling: 'tailwind',
    });
  });

  it('ignores heading anchors, other extensions and malformed input', () => {
    for (const hash of ['#installation', '#BasicGrid.ts', '#Basic Grid', '#%E0%A4%A', '', '#<img>']) {
      expect(parseDemoHash(hash)).toBeNull();
    }
  });
});

describe('demoSourceHash', () => {
  it('builds the links the toolbar menu copies', () => {
    expect(demoSourceHash('BasicGrid', 'JS')).toBe('#BasicGrid.js');
    expect(demoSourceHash('BasicGrid', 'TS')).toBe('#BasicGrid.tsx');
    expect(demoSourceHash('StatusGrid', 'TS', 'css')).toBe('#css-StatusGrid.tsx');
  });
});
