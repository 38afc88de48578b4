import { describe, expect, it } from 'vitest';
import { celsius, finishBody, heightCm, readBody, readVital, weightKg } from './vitals';
import { contextOf, LOINC_SYSTEM as L, outcome } from './test-support';

describe('unit conversions of body size and temperature', () => {
  it.each([
    [170, 'cm', 170],
    [1.7, 'm', 170],
    [67, '[in_i]', 170.2],
    [1700, 'mm', 170],
    [170, 'ft', null],
  ])('height %s %s → %s cm', (v, u, cm) => expect(heightCm(v, u)).toBe(cm));
  it.each([
    [70, 'kg', 70],
    [154, '[lb_av]', 69.85],
    [70000, 'g', 70],
    [11, 'st', null],
  ])('weight %s %s → %s kg', (v, u, kg) => expect(weightKg(v, u)).toBe(kg));
  it.each([
    [37, 'Cel', 37],
    [98.6, '[degF]', 37],
    [310, 'K', null],
  ])('temperature %s %s → %s °C', (v, u, c) => expect(celsius(v, u)).toBe(c));
});

const loinc = (code: string) => ({ coding: [{ system: L, code }] });
const q = (value: number, code: string) => ({ valueQuantity: { value, code, unit: code } });
const vital = (code: string, over: object) => ({
  resourceType: 'Observation',
  code: loinc(code),
  ...over,
});

describe('readVital: vital signs and performance status → one row per time', () => {
  const at = '2026-03-01T08:00:00Z';
  it.each([
    [
      'blood pressure panel by components',
      '85354-9',
      {
        component: [
          { code: loinc('8480-6'), ...q(128.4, 'mm[Hg]') },
          { code: loinc('8462-4'), ...q(79, 'mm[Hg]') },
        ],
      },
      { bloodPressureSystolic: 128, bloodPressureDiastolic: 79 },
    ],
    ['systolic alone', '8480-6', q(141, 'mm[Hg]'), { bloodPressureSystolic: 141 }],
    ['heart rate', '8867-4', q(72.4, '/min'), { heartRate: 72 }],
    ['temperature in °F', '8310-5', q(100.4, '[degF]'), { temperature: 38 }],
    ['ECOG', '89247-1', { valueInteger: 2 }, { performanceStatus: 2 }],
    ['Karnofsky 80 → ECOG 1 (Ma 2010)', '89243-0', { valueInteger: 80 }, { performanceStatus: 1 }],
  ])('%s', (_, code, over, values) => {
    const { ctx, entries } = contextOf([vital(code, over)]);
    readVital(ctx, entries[0]!, new Set([code]), at);
    expect(ctx.lists.vitals).toEqual([{ timestamp: at, ...values }]);
  });

  it.each([
    ['no time', '8867-4', q(70, '/min'), null, 'skipped: no time of measurement'],
    ['an empty panel', '85354-9', {}, at, 'skipped: a blood pressure without values'],
    [
      'Karnofsky 75',
      '89243-0',
      { valueInteger: 75 },
      at,
      'skipped: a Karnofsky score that is not 0-100 in steps of 10',
    ],
    [
      'temperature in kelvin',
      '8310-5',
      q(310, 'K'),
      at,
      'skipped: a body temperature in an unrecognised unit "K"',
    ],
  ])('skips %s', (_, code, over, when, expected) => {
    const { ctx, entries } = contextOf([vital(code, over)]);
    readVital(ctx, entries[0]!, new Set([code]), when);
    expect(outcome(ctx)).toBe(expected);
  });

  it('panel and heart rate taken at one time merge into one row', () => {
    const { ctx, entries } = contextOf([
      vital('8480-6', q(120, 'mm[Hg]')),
      vital('8867-4', q(60, '/min')),
    ]);
    readVital(ctx, entries[0]!, new Set(['8480-6']), at);
    readVital(ctx, entries[1]!, new Set(['8867-4']), at);
    expect(ctx.lists.vitals).toEqual([
      { timestamp: at, bloodPressureSystolic: 120, heartRate: 60 },
    ]);
  });
});

describe('readBody and finishBody: the latest height and weight become demographics', () => {
  it('keeps the latest with its date, skips the earlier', () => {
    const w = (v: number) => vital('29463-7', q(v, 'kg'));
    const { ctx, entries } = contextOf([w(70), w(68)]);
    readBody(ctx, entries[0]!, 'weight', Date.parse('2026-01-01T00:00:00Z'));
    readBody(ctx, entries[1]!, 'weight', Date.parse('2026-02-01T00:00:00Z'));
    finishBody(ctx);
    expect(ctx.demographics).toEqual({
      weightKg: 68,
      weightMeasuredAt: '2026-02-01T00:00:00.000Z',
    });
    expect(ctx.report.skipped.map((s) => [s.entry, s.reason])).toEqual([
      [0, 'an earlier body weight; the latest is kept'],
    ]);
  });
});
