import { appSessionStore } from '../stores/app-session';
import { authStore } from '../stores/auth';
import { comparisonTrayStore } from '../stores/comparison-tray';
import { drugSelectionStore } from '../stores/drug-selection';
import { patientContextStore } from '../stores/patient-context';

/**
 * Set-up of the `client` project, whose files share one module cache and one jsdom per worker
 * (vitest.config.ts): before each file, the browser storage and the app's stores are put back to
 * their first state, so no file sees what an earlier one left (a signed-in user, a comparison, a
 * current patient). Testing Library's cleanup already empties the document after every test.
 */
localStorage.clear();
sessionStorage.clear();
for (const store of [
  appSessionStore,
  authStore,
  comparisonTrayStore,
  drugSelectionStore,
  patientContextStore,
]) {
  (store as { setState(state: unknown, replace: true): void }).setState(
    store.getInitialState(),
    true,
  );
}
