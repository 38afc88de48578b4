import { createHmac, hkdfSync } from 'node:crypto';
import { shiftDaysFromDigest } from '../../core/patients';
import type { ServerSecrets } from './secrets';

/**
 * Per-patient values of the de-identified view that must be stable across calls and servers yet
 * not computable without the server secret: the date shift (so a researcher cannot undo it by
 * comparing two patients) and a pseudonymous label. Both are HMAC-SHA256 of the patient id under
 * a key derived from the server's root secret; several servers sharing JWT_SECRET agree.
 */
export interface PatientPrivacy {
  /** Days every date of this patient moves in de-identified views (1 to 365 into the past). */
  shiftDays(patientId: string): number;
  /** A short label such as `7K2M-QX9A`, the same on every call, that says nothing about the patient. */
  pseudonym(patientId: string): string;
}

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function createPatientPrivacy(secrets: ServerSecrets): PatientPrivacy {
  const key = Buffer.from(
    hkdfSync('sha256', secrets.encryptionKey, 'oncocds', 'patient-deidentification-v1', 32),
  );
  const digest = (purpose: string, patientId: string) =>
    createHmac('sha256', key).update(`${purpose}\u0000${patientId}`).digest();
  return {
    shiftDays: (patientId) => shiftDaysFromDigest(digest('date-shift', patientId).readUInt32BE(0)),
    pseudonym: (patientId) => {
      const bytes = digest('pseudonym', patientId);
      const chars = [...bytes.subarray(0, 8)].map((b) => ALPHABET[b % 32]).join('');
      return `${chars.slice(0, 4)}-${chars.slice(4, 8)}`;
    },
  };
}
