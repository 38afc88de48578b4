import { ERROR_QUEUE, enqueueError } from '../../core/config';
import { appConfig } from './environment';

export type ErrorSeverity = 'low' | 'medium' | 'high' | 'critical';
export interface ErrorReport {
  message: string;
  severity: ErrorSeverity;
  at: number;
  path: string;
}

let queue: ErrorReport[] = [];

/**
 * SPEC §7/§9: errors are queued (trimmed to the newest 25 past 50) and flushed every 30 s. No
 * reporting service is configured, so a flush only writes them to the console in debug builds.
 */
export function reportError(error: unknown, severity: ErrorSeverity): void {
  const message = error instanceof Error ? error.message : String(error);
  queue = enqueueError(queue, {
    message,
    severity,
    at: Date.now(),
    path: window.location.pathname,
  });
}

export function pendingErrorReports(): readonly ErrorReport[] {
  return queue;
}

export function startErrorFlushing(): () => void {
  const timer = window.setInterval(() => {
    if (queue.length === 0) return;
    if (appConfig.features.debugging) console.debug('error reports', queue);
    queue = [];
  }, ERROR_QUEUE.flushIntervalMs);
  return () => window.clearInterval(timer);
}

/** Errors thrown by browser extensions are not ours to show or report (SPEC §8). */
export function isExtensionError(source: string | undefined, stack: string | undefined): boolean {
  const text = `${source ?? ''}\n${stack ?? ''}`;
  return /(chrome|moz|safari(-web)?)-extension:\/\//.test(text);
}
