/**
 * Runs tests/tools/static-server.mjs in a child Node process (Jest's CommonJS runtime cannot import the
 * ES module directly) and drives it over stdin: `root <dir>` calls setRoot; close() ends the process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

export interface ServerProcess {
  url: string;
  setRoot(dir: string): Promise<void>;
  close(): Promise<void>;
}

const SERVER_MODULE = path.resolve(__dirname, '../tools/static-server.mjs');

const DRIVER = `
import { startStaticServer } from ${JSON.stringify(SERVER_MODULE)};
import readline from 'node:readline';
const [root, port] = JSON.parse(process.env.STATIC_SERVER_ARGS);
const server = await startStaticServer({ root, port });
console.log('ready ' + server.url);
readline.createInterface({ input: process.stdin }).on('line', async (line) => {
  if (line.startsWith('root ')) { server.setRoot(line.slice(5)); console.log('ok'); }
});
`;

export function startServerProcess(root: string, port: number): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', DRIVER], {
    env: { ...process.env, STATIC_SERVER_ARGS: JSON.stringify([root, port]) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const waiting: Array<(line: string) => void> = [];
  lines.on('line', (line) => waiting.shift()?.(line));
  const next = () => new Promise<string>((resolve) => waiting.push(resolve));
  const send = (command: string) => {
    const answer = next();
    child.stdin!.write(`${command}\n`);
    return answer;
  };
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`static server exited with ${code}`)));
    void next().then((line) => {
      resolve({
        url: line.replace(/^ready /, ''),
        setRoot: async (dir) => {
          await send(`root ${dir}`);
        },
        // Stopping the child (by its own handle) also drops connections a browser keeps alive.
        close: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) {
              done();
              return;
            }
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
