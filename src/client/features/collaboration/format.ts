import { roleProfile, type Role } from '../../../core/access';
import { ROLES } from '../../../core/access';

/** "Pharmacist" for a role id; the id itself for anything else. */
export function roleLabel(role: string): string {
  return (ROLES as readonly string[]).includes(role) ? roleProfile(role as Role).label : role;
}

const dateTime = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A date and time in the browser's locale (the server's time, shifted for de-identified views). */
export function formatDateTime(iso: string): string {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? iso : dateTime.format(t);
}
