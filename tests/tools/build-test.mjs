// `npm run build:test`: the production build with the test settings, exactly as `npm test` builds it.
import { runBuild } from '../../scripts/build.mjs';
import { testBuildEnv } from './test-env.mjs';

process.exit(await runBuild(process.argv.slice(2), testBuildEnv()));
