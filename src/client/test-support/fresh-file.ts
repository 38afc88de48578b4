import { vi } from 'vitest';

/**
 * Set-up of the `client` project, whose files share one jsdom and one copy of every package per
 * worker (vitest.config.ts). Before each file:
 * - the app's own modules are dropped, so the file imports them afresh: its `vi.mock` calls
 *   apply (a component cached by an earlier file would keep the real module it imported), and
 *   its stores start empty. Packages (React, Mantine, Testing Library) stay loaded: they are
 *   what made a fresh process per file slow;
 * - browser storage is emptied, and whatever an earlier file stubbed, faked or spied on is put
 *   back (globals, environment, timers, spies), in case that file did not do it itself.
 * Testing Library's cleanup already empties the document after every test (test-setup.ts).
 */
vi.resetModules();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.useRealTimers();
vi.restoreAllMocks();
localStorage.clear();
sessionStorage.clear();
