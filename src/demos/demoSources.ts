/**
 * A demo's texts in the browser. The client build ships them as a JSON file per demo, which the page's module
 * names instead of carrying (plugins/demos/transform.ts, `demoSourcesFile`); the `<Demo>` wrapper fetches them
 * with the demo frame's chunk, when the frame goes live (src/components/demos/Demo.tsx). On the server, and in
 * the unit tests, the module holds them and nothing is fetched.
 *
 * The file comes from the site's own build, but it is read as untrusted input all the same: a file that cannot be
 * fetched or is not a demo's texts is an error the wrapper shows in place of the frame, and is fetched again the
 * next time.
 */
import type {
  BuiltDemoModule,
  BuiltDemoVariants,
  DemoExtraFile,
  DemoModule,
  DemoSourceTexts,
  DemoVariants,
} from './types';

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

function isExtraFile(value: unknown): value is DemoExtraFile {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Record<string, unknown>;
  return isText(file.name) && isText(file.language) && isText(file.content);
}

/** A demo's texts read from a parsed file, or null when it does not have their shape. */
export function parseDemoSourceTexts(value: unknown): DemoSourceTexts | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { tsx, js, previewTs, previewJs, files } = value as Record<string, unknown>;
  if (!isTextOrNull(tsx) || !isText(js) || !isTextOrNull(previewTs) || !isTextOrNull(previewJs)) return null;
  if (!Array.isArray(files) || !files.every(isExtraFile)) return null;
  return {
    tsx,
    js,
    previewTs,
    previewJs,
    files: files.map(({ name, language, content }) => ({ name, language, content })),
  };
}

/** The demos with their texts: one object per built module, so a frame's memoised parts keep their demo. */
const complete = new WeakMap<BuiltDemoModule, DemoModule>();
/** The fetches under way, by file, shared by the frames that need the same file. */
const fetching = new Map<string, Promise<DemoSourceTexts>>();

async function fetchTexts(url: string): Promise<DemoSourceTexts> {
  const response = await fetch(url);
  if (!response.ok)
    throw new Error(`The demo's sources (${url}) could not be loaded: HTTP ${response.status}.`);
  const texts = parseDemoSourceTexts(await response.json());
  if (!texts) throw new Error(`The demo's sources (${url}) are not in the expected shape.`);
  return texts;
}

function withTexts(built: BuiltDemoModule, texts: DemoSourceTexts): DemoModule {
  const { name, fileName, hasTypes, load } = built;
  return { name, fileName, hasTypes, load, ...texts };
}

/** The demo with its texts when they are at hand: held by its module, or fetched before. */
function demoAtHand(built: BuiltDemoModule): DemoModule | null {
  if (!('sources' in built)) return built;
  return complete.get(built) ?? null;
}

/**
 * The variants with every variant's texts, when all are at hand; null when one still has to be fetched. A page
 * without variants (a misplaced `<Demo>`, which its frame reports) gives undefined.
 */
export function variantsAtHand(variants: BuiltDemoVariants | undefined): DemoVariants | undefined | null {
  if (!variants) return undefined;
  const result: DemoVariants = {};
  for (const [key, built] of Object.entries(variants) as Array<[keyof DemoVariants, BuiltDemoModule]>) {
    if (!built) continue;
    const demo = demoAtHand(built);
    if (!demo) return null;
    result[key] = demo;
  }
  return result;
}

/** The variants with every variant's texts, fetching those not at hand (each file once, retried after a failure). */
export async function loadVariants(
  variants: BuiltDemoVariants | undefined,
): Promise<DemoVariants | undefined> {
  if (!variants) return undefined;
  await Promise.all(
    Object.values(variants).map(async (built) => {
      if (!built || !('sources' in built) || complete.has(built)) return;
      let texts = fetching.get(built.sources);
      if (!texts) {
        texts = fetchTexts(built.sources);
        fetching.set(built.sources, texts);
        texts.catch(() => fetching.delete(built.sources));
      }
      complete.set(built, withTexts(built, await texts));
    }),
  );
  return variantsAtHand(variants) ?? undefined;
}
