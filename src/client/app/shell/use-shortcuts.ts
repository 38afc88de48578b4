import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notifications } from '@mantine/notifications';
import { canAccessRoute, type Role } from '../../../core/access';

export interface ShortcutDef {
  keys: string;
  description: string;
  /** The page it opens: listed only for roles that may open it. */
  path?: string;
}

/** SPEC §2 keyboard shortcuts, as listed in the Shift+? dialog. */
export const SHORTCUTS: readonly ShortcutDef[] = [
  { keys: 'Alt+H', description: 'Go to the dashboard', path: '/' },
  { keys: 'Alt+S', description: 'Go to drug search', path: '/search' },
  { keys: 'Alt+P', description: 'Go to patients', path: '/patients' },
  { keys: 'Alt+C', description: 'Go to clinical decision support', path: '/clinical' },
  { keys: 'Alt+D', description: 'Go to the drug database', path: '/database' },
  { keys: '/ or Ctrl+K', description: 'Search drugs, regimens, protocols and pages' },
  {
    keys: 'Ctrl+F',
    description:
      "Focus the search box. On a page to read (a monograph, protocol, comparison or long list) or once you have clicked into the page, it is the browser's find in page.",
  },
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

/** The shortcuts a role can use: none that would lead to Access Denied (issue 13). */
export function shortcutsFor(role: Role): ShortcutDef[] {
  return SHORTCUTS.filter((s) => !s.path || canAccessRoute(role, s.path));
}

/**
 * Pages people read, where Ctrl+F must stay the browser's find in page (issue 13: a pharmacist
 * searches a monograph with it): monographs, protocols, regimens, the comparison, help, the
 * curated list and a trial record.
 */
const READING_PAGES: readonly RegExp[] = [
  /^\/database\/[^/]+/,
  /^\/protocols(\/|$)/,
  /^\/regimens(\/|$)/,
  /^\/compare(\/|$)/,
  /^\/help(\/|$)/,
  /^\/curated(\/|$)/,
  /^\/trials\/[^/]+/,
];

export function isReadingPage(pathname: string): boolean {
  return READING_PAGES.some((r) => r.test(pathname));
}

/** What decides who answers Ctrl+F; see {@link ctrlFIsOurs}. */
export interface FindKeyContext {
  /** Focus is in a text field (our own search box included). */
  typing: boolean;
  /** Focus is inside an open dialog. */
  inDialog: boolean;
  /** Focus is in the header or a navigation bar (the shell's chrome). */
  inChrome: boolean;
  /** Focus, or the text selection or caret a click leaves, is inside the main content. */
  inMainContent: boolean;
  /** A page to read (see READING_PAGES), or content more than two windows tall. */
  longContent: boolean;
}

/**
 * Whether Ctrl+F (Cmd+F) focuses our search box rather than opening the browser's find. Ours only
 * when the user is not reading or typing: never in a field (a second Ctrl+F in the box is the
 * browser's), never in a dialog; from the header or navigation always; otherwise only when
 * nothing in the page has focus or a caret and the page is not one to read.
 */
export function ctrlFIsOurs(c: FindKeyContext): boolean {
  if (c.typing || c.inDialog) return false;
  if (c.inChrome) return true;
  return !c.inMainContent && !c.longContent;
}

function within(node: Node | null | undefined, container: Element | null): boolean {
  return !!node && !!container && container.contains(node);
}

/** Reads the context of a Ctrl+F press from the page. */
export function findKeyContext(event: KeyboardEvent, pathname: string): FindKeyContext {
  const target = event.target instanceof Element ? event.target : null;
  const main = document.getElementById('main-content');
  const active = document.activeElement;
  const selection = window.getSelection();
  const caret = selection && selection.rangeCount > 0 ? selection.anchorNode : null;
  const tall = document.documentElement.scrollHeight > 2 * window.innerHeight;
  return {
    typing: isTypingTarget(event.target),
    inDialog: !!target?.closest('[role="dialog"]'),
    inChrome: !!target?.closest('header, nav, #main-navigation'),
    inMainContent: (active !== document.body && within(active, main)) || within(caret, main),
    longContent: isReadingPage(pathname) || tall,
  };
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
  const { pathname } = useLocation();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const key = event.key.toLowerCase();
      if (key === 'f' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
        const box = document.getElementById('global-search');
        if (box && ctrlFIsOurs(findKeyContext(event, pathname))) {
          event.preventDefault();
          box.focus();
        }
        return;
      }
      if (isTypingTarget(event.target)) return;
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
      if (key === '/' && !event.ctrlKey && !event.altKey && !event.metaKey) {
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
  }, [navigate, role, openHelp, openPalette, pathname]);
}
