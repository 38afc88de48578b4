import { describe, expect, it } from 'vitest';
import { fhirFileName } from './fhir-download-button';

describe('fhirFileName', () => {
  it.each([
    ['Demo, Eleanor', 'Demo-Eleanor.fhir.json'],
    ['Subject 443G-ZZ3Y', 'Subject-443G-ZZ3Y.fhir.json'],
    ['Øre / ünïcode', 're-n-code.fhir.json'],
    ['***', 'patient.fhir.json'],
  ])('%s -> %s', (label, name) => expect(fhirFileName(label)).toBe(name));
});
