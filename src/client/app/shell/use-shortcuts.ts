import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { notifications } from '@mantine/notifications';
import { canAccessRoute, type Role } from '../../../core/access';

export interface ShortcutDef {
  keys: string;
  description: string;
}

/** SPEC §2 keyboard shortcuts, as listed in the Shift+? dialog. */
export const SHORTCUTS: readonly ShortcutDef[] = [
  { keys: 'Alt+H', description: 'Go to the dashboard' },
  { keys: 'Alt+S', description: 'Go to drug search' },
  { keys: 'Alt+P', description: 'Go to patients' },
  { keys: 'Alt+C', description: 'Go to clinical decision support' },
  { keys: 'Alt+D', description: 'Go to the drug database' },
  { keys: '/ or Ctrl+K', description: 'Quick drug search (command palette)' },
  { keys: 'Ctrl+F', description: 'Focus the search box' },
  { keys: 'Alt+G', description: 'Jump to the main content' },
  { keys: 'Alt+N', description: 'Jump to the navigation' },
  { keys: 'Escape', description: 'Close the open dialog' },
  { keys: 'Shift+?', description: 'Show this list' },
  { keys: 'Ctrl+P', description: 'Print the page' },
];

/** True when the key press happens while typing, so shortcuts must stay out of the way. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  return (
    tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable === true
  );
}

const ALT_ROUTES: Record<string, string> = {
  h: '/',
  s: '/search',
  p: '/patients',
  c: '/clinical',
  d: '/database',
};

export function useGlobalShortcuts(role: Role, openHelp: () => void, openPalette: () => void) {
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      const key = event.key.toLowerCase();
      if (event.altKey && !event.ctrlKey && !event.metaKey) {
        // Alt+letter produces other characters on some layouts; `code` is layout-independent.
        const letter = event.code.startsWith('Key') ? event.code.slice(3).toLowerCase() : key;
        const route = ALT_ROUTES[letter];
        if (route) {
          event.preventDefault();
          if (canAccessRoute(role, route)) navigate(route);
          else
            notifications.show({
              color: 'yellow',
              message: 'That page is not available for your role.',
            });
          return;
        }
        if (letter === 'g') {
          event.preventDefault();
          document.getElementById('main-content')?.focus();
          return;
        }
        if (letter === 'n') {
          event.preventDefault();
          document.getElementById('main-navigation')?.focus();
          return;
        }
      }
      if (
        (key === '/' && !event.ctrlKey && !event.altKey) ||
        (key === 'f' && (event.ctrlKey || event.metaKey))
      ) {
        const box = document.getElementById('global-search');
        if (box) {
          event.preventDefault();
          box.focus();
        }
        return;
      }
      if (key === '?' && event.shiftKey) {
        event.preventDefault();
        openHelp();
        return;
      }
      if (key === 'p' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        window.print();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate, role, openHelp, openPalette]);
}
