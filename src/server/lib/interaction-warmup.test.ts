import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const warmup = fileURLToPath(new URL('./interaction-warmup.ts', import.meta.url));

/*
 * The pair table must fill on a server nobody is calling yet (the ward's traffic arrives later).
 * Run in a child process whose only live handle is an idle listening socket, as on a fresh
 * server: inside vitest other handles wake the event loop and would hide the fault. With slices
 * scheduled by an unreferenced setImmediate the child never finishes (the poll blocks), so this
 * test fails by its timeout; with the timer it ends as soon as every slice has run.
 */
const child = `
import net from 'node:net';
import { precomputeInteractionPairs } from ${JSON.stringify(warmup)};
const server = net.createServer().listen(0, '127.0.0.1', () => {
  let slices = 0;
  precomputeInteractionPairs({ precompute: () => ++slices >= 300 }, () => {
    console.log('complete after ' + slices + ' slices');
    server.close();
  });
});
`;

function run(): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', child], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    p.stdout.on('data', (d: Buffer) => (out += d.toString()));
    p.on('error', reject);
    p.on('exit', (code) => resolve({ code, out }));
  });
}

describe('precomputeInteractionPairs', () => {
  it('finishes the table on an idle server and then lets the process exit', async () => {
    const { code, out } = await run();
    expect(out.trim()).toBe('complete after 300 slices');
    expect(code).toBe(0);
  }, 120_000);
});
