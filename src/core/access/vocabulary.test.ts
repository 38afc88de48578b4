import { describe, expect, it } from 'vitest';
import {
  ROLES,
  TERM_CONTEXTS,
  countOf,
  mobileTabsFor,
  pageHeadingFor,
  termIn,
  verbFor,
  visibleNavItems,
  type Role,
  type TermContext,
  type TermKey,
} from './index';

describe('where each role term applies (vocabulary.ts)', () => {
  // role, concept, context, singular, plural
  const table: Array<[Role, TermKey, TermContext, string, string]> = [
    // A researcher's Adverse Event belongs to subjects and cohorts, not to the drug–drug checker.
    ['researcher', 'interaction', 'patient', 'Adverse Event', 'Adverse Events'],
    ['researcher', 'interaction', 'cohort', 'Adverse Event', 'Adverse Events'],
    ['researcher', 'interaction', 'reference', 'Interaction', 'Interactions'],
    // SPEC §1: a researcher's navigation and page titles say Adverse Events (issue 21).
    ['researcher', 'interaction', 'navigation', 'Adverse Event', 'Adverse Events'],
    ['nurse', 'interaction', 'navigation', 'Interaction', 'Interactions'],
    ['nurse', 'interaction', 'patient', 'Drug Reaction', 'Drug Reactions'],
    ['nurse', 'interaction', 'reference', 'Interaction', 'Interactions'],
    // Subjects and Case Studies name records, in navigation and headings too.
    ['researcher', 'patient', 'navigation', 'Subject', 'Subjects'],
    ['researcher', 'patient', 'cohort', 'Subject', 'Subjects'],
    ['student', 'patient', 'navigation', 'Case Study', 'Case Studies'],
    ['student', 'patient', 'patient', 'Case Study', 'Case Studies'],
    // ...but not "patient" in reference text (counselling, label advice).
    ['student', 'patient', 'reference', 'Patient', 'Patients'],
    // A record's medications are the role's word; the drug reference says drug/medication.
    ['oncologist', 'medication', 'patient', 'Therapy', 'Therapies'],
    ['researcher', 'medication', 'cohort', 'Intervention', 'Interventions'],
    ['student', 'medication', 'reference', 'Medication', 'Medications'],
    ['oncologist', 'medication', 'navigation', 'Medication', 'Medications'],
    // Alerts are the role's word wherever alerts about patients are counted.
    ['pharmacist', 'alert', 'navigation', 'Safety Alert', 'Safety Alerts'],
    ['researcher', 'alert', 'patient', 'Research Finding', 'Research Findings'],
    ['nurse', 'alert', 'reference', 'Alert', 'Alerts'],
    ['oncologist', 'dose', 'reference', 'Dose', 'Doses'],
  ];
  it.each(table)('%s, %s in %s context: %s / %s', (role, key, context, one, many) => {
    expect(termIn(role, key, context)).toBe(one);
    expect(termIn(role, key, context, true)).toBe(many);
  });

  it.each(ROLES)('%s reads the plain words in every reference context', (role) => {
    for (const key of ['patient', 'medication', 'interaction', 'alert'] as const)
      expect(termIn(role, key, 'reference')).toMatch(/^(Patient|Medication|Interaction|Alert)$/);
  });

  it('has a rule for every context', () => {
    expect(TERM_CONTEXTS).toEqual(['navigation', 'patient', 'cohort', 'reference']);
  });
});

describe('navigation labels and the headings they open', () => {
  it.each([
    ['oncologist', '/patients', 'Patients'],
    ['researcher', '/patients', 'Subjects'],
    ['student', '/patients', 'Case Studies'],
    ['researcher', '/interactions', 'Adverse Events'],
    ['researcher', '/curated', 'Curated Adverse Events'],
    ['pharmacist', '/curated', 'Curated Interactions'],
    ['nurse', '/interactions', 'Interactions'],
    ['pharmacist', '/database', 'Drug Database'],
    ['student', '/nowhere', undefined],
  ] as const)('%s: %s is headed %j', (role, path, heading) => {
    expect(pageHeadingFor(role, path)).toBe(heading);
  });

  it.each(ROLES)('%s: each sidebar entry label equals the heading of the page it opens', (role) => {
    for (const item of visibleNavItems(role))
      expect(pageHeadingFor(role, item.path)).toBe(item.displayLabel);
  });

  it.each([
    ['researcher', 'Subjects'],
    ['student', 'Case Studies'],
  ] as const)('%s mobile tab for /patients reads %s', (role, label) => {
    expect(mobileTabsFor(role).find((t) => t.path === '/patients')?.displayLabel).toBe(label);
  });
});

describe('counts read as English', () => {
  it.each([
    [0, 'serious interaction', undefined, '0 serious interactions'],
    [1, 'serious interaction', undefined, '1 serious interaction'],
    [2, 'serious interaction', undefined, '2 serious interactions'],
    [1, 'case study', 'case studies', '1 case study'],
    [3, 'case study', 'case studies', '3 case studies'],
    [1, 'therapy', 'therapies', '1 therapy'],
  ] as const)('%i %s', (n, one, many, text) => {
    expect(countOf(n, one, many)).toBe(text);
  });

  it.each([
    [1, 'needs', 'needs'],
    [2, 'needs', 'need'],
    [0, 'is', 'are'],
    [1, 'has', 'has'],
    [5, 'was', 'were'],
  ] as const)('%i takes %s -> %s', (n, verb, expected) => {
    expect(verbFor(n, verb)).toBe(expected);
  });
});
