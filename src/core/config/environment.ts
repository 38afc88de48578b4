/** SPEC §9: the environment is decided by the browser's hostname, never by a build flag. */
export type Environment = 'development' | 'staging' | 'production';

export function environmentForHost(hostname: string): Environment {
  const host = hostname.trim().toLowerCase();
  if (host === 'localhost') return 'development';
  if (host.includes('staging') || host.includes('dev')) return 'staging';
  return 'production';
}
