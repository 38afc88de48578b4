import type { QtThresholds } from '../../core/knowledge/alert-rule';
import { AHA_QT_2010, label } from './sources';

/**
 * QT check thresholds. The AHA/ACCF scientific statement (Drew 2010) takes a QTc above 500 ms, or a
 * rise of more than 60 ms from the pre-treatment value, as high risk for torsades de pointes, and
 * the 99th percentile (about 470 ms in men and 480 ms in women) as prolonged; hypokalaemia and
 * hypomagnesaemia are risk factors, here below the catalogue's lower reference limits (ABIM).
 * How old a QTc, potassium or magnesium value may be is the per-lab freshness table's
 * (lab-freshness.ts, issue 20): QTc 30 days; electrolytes 7 days before a cycle of an
 * antineoplastic QT drug, 30 otherwise. An older value is "no recent value".
 */
export const qtThresholds: QtThresholds = {
  highRiskQtcAboveMs: 500,
  highRiskRiseAboveMs: 60,
  prolongedFromMs: { male: 470, female: 480 },
  potassiumBelow: 3.5,
  magnesiumBelow: 1.6,
  sources: [
    AHA_QT_2010,
    label('Zofran (ondansetron)', '5 Warnings and Precautions (QT prolongation)'),
  ],
};
