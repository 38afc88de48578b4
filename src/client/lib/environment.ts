import { configFor, environmentForHost, type AppConfig } from '../../core/config';

/** SPEC §9: configuration follows the hostname the app is served from. */
export const appConfig: AppConfig = configFor(
  environmentForHost(typeof window === 'undefined' ? 'localhost' : window.location.hostname),
);

export const isDevelopment = appConfig.environment === 'development';
