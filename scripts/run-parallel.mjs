#!/usr/bin/env node
/**
 * `node scripts/run-parallel.mjs typecheck lint`: runs those npm scripts at the same time and fails
 * when any fails (issue 24: CI time). Each script's output is held and printed whole when it ends,
 * so two logs never interleave. Meant for single-threaded steps (tsc, eslint): two of them fill the
 * two cores of a CI machine without oversubscribing it.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const runs = scripts.map(
  (name) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn(npm, ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
      const chunks = [];
      child.stdout.on('data', (d) => chunks.push(d));
      child.stderr.on('data', (d) => chunks.push(d));
      child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
      child.on('close', (code, signal) => {
        const seconds = Math.round((Date.now() - started) / 1000);
        const status = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
        process.stdout.write(`\n> npm run ${name}: ${status} in ${seconds} s\n`);
        process.stdout.write(Buffer.concat(chunks));
        resolve(code === 0);
      });
    }),
);

const results = await Promise.all(runs);
process.exit(results.every(Boolean) ? 0 : 1);
