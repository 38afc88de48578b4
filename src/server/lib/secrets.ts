import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hkdfSync, randomBytes } from 'node:crypto';
import path from 'node:path';

export interface ServerSecrets {
  /** HS256 key for access tokens. */
  jwtKey: Uint8Array;
  /** AES-256 key for secrets at rest (TOTP seeds, GitHub tokens), derived from the same root. */
  encryptionKey: Buffer;
}

export function secretsFromRoot(root: string): ServerSecrets {
  const rootBytes = Buffer.from(root, 'utf8');
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', rootBytes, 'oncocds', info, 32));
  return {
    jwtKey: new Uint8Array(derive('jwt-hs256-v1')),
    encryptionKey: derive('data-encryption-v1'),
  };
}

/**
 * JWT_SECRET when set; otherwise a random secret generated once and kept in DATA_DIR (mode 0600)
 * so sessions survive a restart. Several servers behind a load balancer must share JWT_SECRET.
 */
export function resolveSecrets(jwtSecret: string | undefined, dataDir: string): ServerSecrets {
  if (jwtSecret) return secretsFromRoot(jwtSecret);
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return secretsFromRoot(readFileSync(file, 'utf8').trim());
}
