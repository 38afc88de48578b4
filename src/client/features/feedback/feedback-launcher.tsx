/** The floating feedback button and modal (SPEC §2). */
export function FeedbackLauncher() {
  return null;
}
