// Compiles MDX pages with Docusaurus's own MDX pipeline (front matter, admonitions, the site's remark
// plugins for docs) the way `docusaurus build` compiles a docs page, without bundling a whole site.
// Used by tests/unit/apiLinks/fixtureBuild.test.ts. Prints one JSON line per file:
// { file, ok, error?, code? }. Usage: node tests/tools/compile-mdx.mjs <file.mdx>…
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'package.json'));
// The TypeScript loader Docusaurus loads the site config with.
const jiti = require('jiti')(fileURLToPath(import.meta.url), { interopDefault: true });
const { DEFAULT_CONFIG } = require('@docusaurus/core/lib/server/configValidation');
const { compileToJSX } = require('@docusaurus/mdx-loader/lib/utils');

const remarkDemos = jiti(path.join(root, 'plugins/demos/remark.ts'));
const remarkApiLinks = jiti(path.join(root, 'plugins/api-links/index.ts'));
const remarkWriterComponents = jiti(path.join(root, 'plugins/writer-components/remark.ts'));

const markdownConfig = {
  ...DEFAULT_CONFIG.markdown,
  mdx1Compat: { comments: true, admonitions: true, headingIds: true },
};
const options = {
  admonitions: true,
  markdownConfig,
  remarkPlugins: [remarkDemos, remarkApiLinks, remarkWriterComponents],
  rehypePlugins: [],
  beforeDefaultRemarkPlugins: [],
  beforeDefaultRehypePlugins: [],
};

for (const file of process.argv.slice(2)) {
  const filePath = path.resolve(file);
  const source = readFileSync(filePath, 'utf8');
  try {
    const { frontMatter } = await markdownConfig.parseFrontMatter({
      filePath,
      fileContent: source,
      defaultParseFrontMatter: require('@docusaurus/utils').parseFrontMatter,
    });
    // The whole file, front matter included, as @docusaurus/mdx-loader passes it: node positions are then
    // the lines of the file on disk, as in `npm start` and the build.
    const result = await compileToJSX({
      filePath,
      fileContent: source,
      frontMatter,
      options,
      compilerName: 'server',
    });
    console.log(JSON.stringify({ file, ok: true, code: result.content }));
  } catch (error) {
    console.log(JSON.stringify({ file, ok: false, error: String(error?.message ?? error) }));
  }
}
