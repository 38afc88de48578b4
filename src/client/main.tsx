// Mantine's global styles; each component's own sheet loads with the component
// (scripts/vite-plugins.ts), so a page downloads the CSS of what it shows.
import 'virtual:mantine.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { TopLevelErrorBoundary } from './app/error-screens';
import { Providers } from './app/providers';
import { createAppRouter } from './app/routes';
import { isExtensionError, startErrorFlushing } from './lib/error-reporting';
import { authStore } from './stores/auth';

// SPEC §9: any service worker left by an earlier version is unregistered at start.
if ('serviceWorker' in navigator) {
  void navigator.serviceWorker
    .getRegistrations()
    .then((regs) => regs.forEach((r) => void r.unregister()));
}

// SPEC §8: errors thrown by browser extensions are suppressed silently.
window.addEventListener('error', (event) => {
  if (
    isExtensionError(event.filename, event.error instanceof Error ? event.error.stack : undefined)
  ) {
    event.preventDefault();
    event.stopImmediatePropagation();
  }
});
window.addEventListener('unhandledrejection', (event) => {
  const reason: unknown = event.reason;
  if (reason instanceof Error && isExtensionError(undefined, reason.stack)) event.preventDefault();
});

startErrorFlushing();
void authStore.getState().start();

const router = createAppRouter();
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <TopLevelErrorBoundary>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </TopLevelErrorBoundary>
  </StrictMode>,
);
