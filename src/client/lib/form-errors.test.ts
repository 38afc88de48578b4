import { describe, expect, it } from 'vitest';
import { acknowledgeAlertSchema } from '../../core/alerts/types';
import { patientInputSchema } from '../../core/patients/schemas';
import { ApiError } from './api';
import { checkPayload, formErrorMessage, friendlyMessage, serverFieldErrors } from './form-errors';

describe('checkPayload', () => {
  it('gives one message per field path, nested and in lists', () => {
    const result = checkPayload(patientInputSchema, {
      demographics: {
        firstName: '',
        lastName: 'Doe',
        dateOfBirth: '1960-02-30',
        sex: 'female',
        mrn: 'M1',
      },
      medications: [{ drugName: 'warfarin' }, { drugName: '', route: 'by mouth' }],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      'demographics.firstName': 'must not be empty',
      'demographics.dateOfBirth': 'is not a real calendar date',
      'medications.1.drugName': 'must not be empty',
      'medications.1.route': expect.stringMatching(/^must be one of oral, iv/),
    });
  });

  it('returns the parsed value when the payload is valid', () => {
    const result = checkPayload(acknowledgeAlertSchema, { reason: 'will-monitor' });
    expect(result).toEqual({ ok: true, value: { reason: 'will-monitor' } });
  });
});

describe('serverFieldErrors', () => {
  it('maps body paths of a 400 and plain paths of a 409 onto form fields', () => {
    const bad = new ApiError(400, 'validation', 'Invalid request', [
      { path: 'body.demographics.sex', message: 'must be female, male, other or unknown' },
      { path: 'body.medications.0.route', message: 'must be one of oral, iv' },
      { path: 'body.medications.0.route', message: 'second message is ignored' },
    ]);
    expect(serverFieldErrors(bad)).toEqual({
      'demographics.sex': 'must be female, male, other or unknown',
      'medications.0.route': 'must be one of oral, iv',
    });
    const conflict = new ApiError(409, 'conflict', 'MRN exists', [
      { path: 'demographics.mrn', message: 'already used by another patient of your institution' },
    ]);
    expect(serverFieldErrors(conflict)).toEqual({
      'demographics.mrn': 'already used by another patient of your institution',
    });
  });

  it('gives no fields for errors without details', () => {
    expect(serverFieldErrors(new ApiError(403, 'forbidden', 'No'))).toEqual({});
    expect(serverFieldErrors(new Error('x'))).toEqual({});
  });
});

describe('formErrorMessage', () => {
  const err = new ApiError(400, 'validation', 'Invalid request: body.x', [
    { path: 'body.x', message: 'bad' },
  ]);
  it('points at the fields when every detail is shown beside one', () => {
    expect(formErrorMessage(err, ['x'])).toBe(
      'Nothing was saved: correct the marked fields and try again.',
    );
  });
  it('gives the server message when a detail has no field on the form', () => {
    expect(formErrorMessage(err, ['y'])).toBe('Not saved: Invalid request: body.x');
    expect(formErrorMessage(new ApiError(0, 'network', 'Cannot reach the server'), [])).toBe(
      'Not saved: Cannot reach the server',
    );
    expect(formErrorMessage(null, [])).toBeNull();
  });
});

describe('friendlyMessage', () => {
  it.each([
    ['Too small: expected number to be >=30', 'must be at least 30'],
    ['Too small: expected number to be >0', 'must be more than 0'],
    ['Too big: expected number to be <=250', 'must be at most 250'],
    ['Invalid input: expected number, received NaN', 'must be a number'],
    ['Invalid input: expected int, received number', 'must be a whole number'],
    ['must be an ICD-10 code such as C50.911', 'must be an ICD-10 code such as C50.911'],
  ])('%s → %s', (raw, friendly) => {
    expect(friendlyMessage(raw)).toBe(friendly);
  });
});
