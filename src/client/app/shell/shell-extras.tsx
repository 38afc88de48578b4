import { ComparisonTray } from '../../features/compare/comparison-tray';
import { FeedbackLauncher } from '../../features/feedback/feedback-launcher';

/**
 * Floating pieces every layout carries (SPEC §2): the feedback button and the drug comparison
 * tray. Mounted here so pages need not know about them.
 */
export function ShellExtras() {
  return (
    <>
      <ComparisonTray />
      <FeedbackLauncher />
    </>
  );
}
