import { describe, expect, it } from 'vitest';
import type { Drug } from '../knowledge/drug';
import { cyp2d6Alternatives } from './inhibitor-alternatives';

const drug = (id: string, classTags: string[], inhibitor?: string) =>
  ({
    id,
    name: id[0]!.toUpperCase() + id.slice(1),
    classTags,
    pathways: inhibitor ? { CYP2D6: { inhibitor } } : {},
  }) as unknown as Drug;

const all = [
  drug('paroxetine', ['ssri'], 'strong'),
  drug('fluoxetine', ['ssri'], 'strong'),
  drug('sertraline', ['ssri'], 'weak'),
  drug('citalopram', ['ssri']),
  drug('duloxetine', ['snri'], 'moderate'),
  drug('venlafaxine', ['snri']),
  drug('bupropion', ['ndri-antidepressant'], 'strong'),
];

describe('cyp2d6Alternatives: same class, no moderate or strong CYP2D6 inhibition', () => {
  it.each([
    ['paroxetine', ['Citalopram', 'Sertraline']],
    ['duloxetine', ['Venlafaxine']],
    ['bupropion', []],
  ])('%s -> %j', (id, expected) => {
    const inhibitor = all.find((d) => d.id === id)!;
    expect(cyp2d6Alternatives(inhibitor, all).map((d) => d.name)).toEqual(expected);
  });
});
