import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const destination = fileURLToPath(new URL('./log-destination.ts', import.meta.url));

/**
 * A child process logs a few short lines (far less than the 4 KB block) to its standard output
 * through the buffered destination, then ends as the case says. Every line must come out: a
 * buffer that is not written on the way out would lose the lines that explain why a server
 * stopped. `stay` keeps the process alive until its lines have come out on their own.
 */
function child(ending: string): string {
  return `
import pino from 'pino';
import { bufferedLogDestination } from ${JSON.stringify(destination)};
const log = pino(bufferedLogDestination());
for (let i = 0; i < 5; i++) log.info({ i }, 'line ' + i);
${ending}
`;
}

function run(ending: string): Promise<{ code: number | null; lines: string[] }> {
  return new Promise((resolve, reject) => {
    const p = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', child(ending)],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    p.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      // The periodic case: the process only ends once its lines are out.
      if (ending.includes('stay') && out.includes('line 4')) p.kill('SIGKILL');
    });
    p.on('error', reject);
    p.on('exit', (code) =>
      resolve({ code, lines: out.split('\n').filter((l) => l.startsWith('{')) }),
    );
  });
}

describe('bufferedLogDestination', () => {
  it.each([
    ['the event loop runs out of work', ''],
    ['process.exit', 'process.exit(3);'],
    ['an uncaught exception', "throw new Error('boom');"],
  ])('writes every waiting line when the process ends by %s', async (_how, ending) => {
    const { lines } = await run(ending);
    expect(lines.map((l) => JSON.parse(l).msg)).toEqual([
      'line 0',
      'line 1',
      'line 2',
      'line 3',
      'line 4',
    ]);
  });

  it('writes waiting lines within its flush period on a process that keeps running', async () => {
    // Without the periodic flush nothing would come out, and the parent would never kill the
    // child: the test would fail by its timeout.
    const { code, lines } = await run('const stay = setInterval(() => {}, 60_000);');
    expect(code).toBeNull();
    expect(lines).toHaveLength(5);
  });
});
