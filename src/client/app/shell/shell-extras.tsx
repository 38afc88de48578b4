import { BrowserCalls } from '../../features/analytics/browser-calls';
import { ComparisonTray } from '../../features/compare/comparison-tray';
import { CommandPalette } from '../../components/search/command-palette';
import { FeedbackLauncher } from '../../features/feedback/feedback-launcher';

/**
 * Floating pieces every layout carries (SPEC §2): the feedback button, the drug comparison
 * tray and the command palette (Ctrl+K or /), and the browser-only calls of SPEC §7 (install
 * analytics, push subscription). Mounted here so pages need not know about them.
 */
export function ShellExtras() {
  return (
    <>
      {/* Room below the last line of every page, so the floating button and tray never hide it. */}
      <div aria-hidden style={{ height: 88 }} />
      <CommandPalette />
      <ComparisonTray />
      <FeedbackLauncher />
      <BrowserCalls />
    </>
  );
}
