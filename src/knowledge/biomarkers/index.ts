import type { BiomarkerRecordInput } from '../../core/precision/schemas';
import { agnosticAndHaemRecords } from './agnostic-and-haem';
import { lungRecords } from './lung';
import { solidRecords } from './solid';

export { cancerTypes } from './cancers';
export { CDX_LIST } from './cdx-list';

/** Every biomarker-defined therapy record (issue 23), parsed at start by the server. */
export const biomarkerRecords: BiomarkerRecordInput[] = [
  ...lungRecords,
  ...solidRecords,
  ...agnosticAndHaemRecords,
];
