import { monographSchema, type Monograph, type MonographInput } from '../../../core/knowledge/drug';

/** The parts of a monograph the label-number tables read. */
export type MonographPart = 'indications' | 'dosing' | 'administration' | 'adverse' | 'pregnancy';

/**
 * For the family test files: parses a family's monographs once and returns the map plus `text`,
 * everything a reader sees for one part of one monograph flattened to one string, so a table row
 * can pin a label number with a regular expression.
 */
export function monographReader(family: Readonly<Record<string, MonographInput>>) {
  const monographs = new Map<string, Monograph>(
    Object.entries(family).map(([id, m]) => [id, monographSchema.parse(m)]),
  );
  function text(id: string, part: MonographPart): string {
    const m = monographs.get(id);
    if (!m) throw new Error(`no monograph for ${id}`);
    switch (part) {
      case 'indications':
        return m.indications.join(' | ');
      case 'dosing':
        return m.dosing.flatMap((d) => [d.indication, d.dose, ...d.modifications]).join(' | ');
      case 'administration':
        return m.administration.join(' | ');
      case 'adverse':
        return [
          ...m.adverseReactions.common.map((c) => `${c.reaction}: ${c.frequency}`),
          ...m.adverseReactions.serious,
        ].join(' | ');
      case 'pregnancy':
        return `${m.pregnancy} | ${m.lactation}`;
    }
  }
  return { monographs, text };
}
