// `npm start`: build when the sources changed since the last build, then run the bundled server
// in this process (so Ctrl-C and SIGTERM reach it directly).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { ROOT, sourceStamp } from './source-stamp.mjs';

const stampFile = path.join(ROOT, 'dist/.source-stamp');
const serverEntry = path.join(ROOT, 'dist/server/main.mjs');
const fresh =
  existsSync(serverEntry) &&
  existsSync(path.join(ROOT, 'dist/client/index.html')) &&
  existsSync(stampFile) &&
  readFileSync(stampFile, 'utf8') === sourceStamp();

if (!fresh) {
  console.log('Building OncoCDS (first start or sources changed)…');
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], { stdio: 'inherit', cwd: ROOT });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.chdir(ROOT);
await import(pathToFileURL(serverEntry).href);
