/** The drug comparison tray (SPEC §2, §4); hidden while empty. */
export function ComparisonTray() {
  return null;
}
