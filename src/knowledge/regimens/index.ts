import type { RegimenInput } from '../../core/knowledge/regimen';
import { breastRegimens } from './breast';
import { gastrointestinalRegimens } from './gastrointestinal';
import { genitourinaryRegimens } from './genitourinary';
import { gynaecologicalRegimens } from './gynaecological';
import { haematologicalRegimens } from './haematological';
import { headAndNeckRegimens } from './head-and-neck';
import { sarcomaRegimens } from './sarcoma';
import { thoracicRegimens } from './thoracic';

/** Every regimen record, unparsed. The server validates them with `regimenSchema` at start. */
export const regimenRecords: readonly RegimenInput[] = [
  ...breastRegimens,
  ...gastrointestinalRegimens,
  ...thoracicRegimens,
  ...haematologicalRegimens,
  ...headAndNeckRegimens,
  ...genitourinaryRegimens,
  ...gynaecologicalRegimens,
  ...sarcomaRegimens,
];
