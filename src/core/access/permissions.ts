import type { Role } from './roles';

/** SPEC §3/§6 permission flags, in the order SPEC §6 tabulates them. */
export const PERMISSIONS = [
  'canPrescribe',
  'canViewFullPatientData',
  'canModifyMedications',
  'canAccessGenomics',
  'canOverrideAlerts',
  'canCreatePatients',
  'canViewAnalytics',
  'canAccessResearch',
  'requiresSupervisorApproval',
] as const;
export type Permission = (typeof PERMISSIONS)[number];
export type PermissionFlags = Record<Permission, boolean>;

const y = true;
const n = false;
/** SPEC §6 table, row by row, columns in PERMISSIONS order. */
const TABLE: Record<Role, readonly boolean[]> = {
  oncologist: [y, y, y, y, y, y, y, y, n],
  pharmacist: [n, y, y, y, y, n, y, y, n],
  nurse: [n, y, n, n, n, n, n, n, y],
  researcher: [n, n, n, y, n, n, y, y, n],
  student: [n, n, n, y, n, n, n, n, y],
};

export function permissionsFor(role: Role): PermissionFlags {
  const row = TABLE[role];
  return Object.fromEntries(PERMISSIONS.map((p, i) => [p, row[i] === true])) as PermissionFlags;
}

/** Single-flag lookup (SPEC §6: "a lookup of a single flag for a role is possible"). */
export function hasPermission(role: Role, permission: Permission): boolean {
  return permissionsFor(role)[permission];
}
