import { describe, expect, it } from 'vitest';
import {
  PATIENT_SECTIONS,
  ROLES,
  alertAcknowledgementMode,
  canCosignAlerts,
  canCreatePatients,
  canEditPatientSection,
  canUseCareSessions,
  editablePatientSections,
  hasPermission,
  seesIdentifiedPatients,
  type PatientSection,
  type Role,
} from './index';

// The table documented in patient-access.ts, one string per section, roles in ROLES order
// (oncologist, pharmacist, nurse, researcher, student).
const TABLE: Record<PatientSection, string> = {
  demographics: 'ynynn',
  medications: 'yynnn',
  allergies: 'yyynn',
  conditions: 'ynnnn',
  labs: 'yyynn',
  genetics: 'yynnn',
  vitals: 'ynynn',
  administrations: 'yyynn',
  notes: 'yyynn',
};

describe('patient record editing', () => {
  it.each(PATIENT_SECTIONS)('%s follows the documented table', (section) => {
    const expected = TABLE[section].split('').map((c) => c === 'y');
    expect(ROLES.map((r) => canEditPatientSection(r, section))).toEqual(expected);
  });

  it('medications follow canModifyMedications exactly (SPEC §6)', () => {
    for (const role of ROLES) {
      expect(canEditPatientSection(role, 'medications')).toBe(
        hasPermission(role, 'canModifyMedications'),
      );
    }
  });

  it('nurses record vitals and administrations (issue 11)', () => {
    expect(canEditPatientSection('nurse', 'vitals')).toBe(true);
    expect(canEditPatientSection('nurse', 'administrations')).toBe(true);
  });

  it('genetics needs canAccessGenomics as well as the full record', () => {
    for (const role of ROLES) {
      if (canEditPatientSection(role, 'genetics')) {
        expect(hasPermission(role, 'canAccessGenomics')).toBe(true);
      }
    }
  });

  it.each(['researcher', 'student'] as Role[])(
    '%s sees de-identified records and writes nothing',
    (role) => {
      expect(seesIdentifiedPatients(role)).toBe(false);
      expect(editablePatientSections(role)).toEqual([]);
      expect(canCreatePatients(role)).toBe(false);
      expect(canUseCareSessions(role)).toBe(false);
    },
  );

  it('only canCreatePatients creates (oncologist)', () => {
    expect(ROLES.filter(canCreatePatients)).toEqual(['oncologist']);
  });
});

describe('alert acknowledgement', () => {
  it.each([
    ['oncologist', 'direct', true],
    ['pharmacist', 'direct', true],
    ['nurse', 'needs-cosign', false],
    ['researcher', 'forbidden', false],
    ['student', 'needs-cosign', false],
  ] as const)('%s: %s, co-signs %s', (role, mode, cosigns) => {
    expect(alertAcknowledgementMode(role)).toBe(mode);
    expect(canCosignAlerts(role)).toBe(cosigns);
  });
});
