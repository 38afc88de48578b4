import { useEffect } from 'react';
import { api } from '../../lib/api';

/*
 * The browser-only calls of SPEC §7, fire and forget: nothing waits for them, a failure is
 * dropped (the next install or visit tries again), and neither carries anything about a patient.
 * Mounted once in the signed-in shell, so the calls go out with the user's token.
 */

/** `POST /api/analytics/pwa-install` when the browser reports the app installed. */
export async function reportInstall(now = new Date()): Promise<void> {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  try {
    await api('/api/analytics/pwa-install', {
      method: 'POST',
      body: {
        timestamp: now.toISOString(),
        userAgent: navigator.userAgent.slice(0, 512) || 'unknown',
        platform: (nav.userAgentData?.platform || navigator.platform || '').slice(0, 100),
      },
    });
  } catch {
    // Fire and forget.
  }
}

/**
 * `POST /api/push/subscribe` with the browser's existing push subscription, when there is one and
 * the user allows notifications. OncoCDS registers no service worker of its own (SPEC §9 removes
 * any at start), so today this finds none and sends nothing; it is the one place a subscription
 * reaches the server once a worker exists.
 */
export async function syncPushSubscription(): Promise<void> {
  try {
    if (!('serviceWorker' in navigator) || typeof PushManager === 'undefined') return;
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription) return;
    await api('/api/push/subscribe', { method: 'POST', body: subscription.toJSON() });
  } catch {
    // Fire and forget.
  }
}

export function BrowserCalls() {
  useEffect(() => {
    const onInstalled = () => void reportInstall();
    window.addEventListener('appinstalled', onInstalled);
    void syncPushSubscription();
    return () => window.removeEventListener('appinstalled', onInstalled);
  }, []);
  return null;
}
