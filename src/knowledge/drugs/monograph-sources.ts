import type { Source } from '../../core/knowledge/source';

/*
 * Sources shared by the monograph sections (issue 13). Each monograph also cites its own label's
 * sections; these are the cross-cutting references.
 */

/** NIOSH List of Hazardous Drugs in Healthcare Settings, 2024 (DHHS/NIOSH Publication 2025-103). */
export const NIOSH_2024: Source = {
  kind: 'guideline',
  title: 'NIOSH List of Hazardous Drugs in Healthcare Settings, 2024',
  section: 'Table 1 (antineoplastics and drugs with manufacturer special handling information)',
  year: 2024,
  url: 'https://www.cdc.gov/niosh/docs/2025-103/',
};

/** The day this review pass checked the records against their labels. */
export const REVIEWED_2026_11_25 = '2026-11-25';
