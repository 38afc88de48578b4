// `npm run dev`: the API on :3001 with reload (tsx watch) and Vite on :3000 proxying /api and /auth.
import { spawn } from 'node:child_process';
import { ROOT } from './source-stamp.mjs';

const env = { ...process.env, PORT: process.env.API_PORT ?? '3001', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], { cwd: ROOT, env, stdio: 'inherit' }),
  spawn('npx', ['vite', '--config', 'vite.config.ts'], { cwd: ROOT, stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
