// `npm run docs:coverage`: the coverage of the reference documentation by this site (README "Coverage
// against the reference"). The logic is plugins/docs-coverage/ (loaded through jiti, the TypeScript loader
// Docusaurus uses for its config); this script only reads the arguments and prints.
//   npm run docs:coverage                      per-product table, totals, missing pages
//   npm run docs:coverage -- --page <path>     one page: sections and demos, covered or missing
//   npm run docs:coverage -- --json            the whole report as JSON
// Exits 1 only when a page's `covers:`/`notCovered:` front matter is invalid, or on a bad argument.
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));
const jiti = require('jiti')(fileURLToPath(import.meta.url), { interopDefault: true });

const USAGE = 'usage: npm run docs:coverage -- [--json] [--page <path, e.g. /react-data-grid/sorting>]';

function parseArgs(argv) {
  const args = { json: false, page: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--json') args.json = true;
    else if (arg === '--page' && argv[i + 1] && !argv[i + 1].startsWith('--')) args.page = argv[(i += 1)];
    else if (arg.startsWith('--page=')) args.page = arg.slice('--page='.length);
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else {
      console.error(`docs:coverage: unknown argument ${JSON.stringify(arg)}\n${USAGE}`);
      process.exit(2);
    }
  }
  return args;
}

const args = parseArgs(process.argv.slice(2));
const { loadReference } = jiti(path.join(root, 'plugins/docs-coverage/reference.ts'));
const { coverageReport, findPage } = jiti(path.join(root, 'plugins/docs-coverage/coverage.ts'));
const { readSitePages } = jiti(path.join(root, 'plugins/docs-coverage/site.ts'));
const { formatPage, formatSummary } = jiti(path.join(root, 'plugins/docs-coverage/format.ts'));
const { pages: tree } = jiti(path.join(root, 'src/data/pages.ts'));

const report = coverageReport(loadReference(), await readSitePages(root, tree));
if (args.page !== undefined) {
  const page = findPage(report, args.page);
  if (!page) {
    console.error(`docs:coverage: no page ${JSON.stringify(args.page)} in the reference or on the site.`);
    process.exit(2);
  }
  console.log(args.json ? JSON.stringify(page, null, 2) : formatPage(page));
} else {
  console.log(args.json ? JSON.stringify(report, null, 2) : formatSummary(report));
}
if (report.problems.length > 0) {
  if (args.json || args.page !== undefined) {
    console.error(
      `docs:coverage: ${report.problems.length} invalid covers/notCovered entries:\n- ${report.problems.join('\n- ')}`,
    );
  }
  process.exitCode = 1;
}
