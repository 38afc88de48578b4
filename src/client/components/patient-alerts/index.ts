/**
 * The shared patient alert list (issue 11): the patient page's alerts tab, /clinical and the
 * dashboard use it. `<PatientAlertList patientId role />` fetches and renders; `AlertListView`
 * renders a response already fetched.
 */
export {
  PatientAlertList,
  AlertListView,
  SourcesLine,
  type PatientAlertListProps,
} from './patient-alert-list';
export { AlertSeverityBadge, AlertCountBadges, ALERT_SEVERITY_META } from './alert-severity';
export {
  acknowledgementState,
  groupAlertsBySeverity,
  hiddenAlertsSentence,
  unresolvedCount,
  ACKNOWLEDGE_REASON_LABEL,
  ALERT_KIND_LABEL,
  SEVERITY_ORDER,
} from './alert-logic';
export * from './api';
