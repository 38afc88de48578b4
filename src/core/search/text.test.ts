import { describe, expect, it } from 'vitest';
import { compact, normalize, osaDistance, trigrams } from './text';

const scratch = (): [Int32Array, Int32Array, Int32Array] => [
  new Int32Array(64),
  new Int32Array(64),
  new Int32Array(64),
];

describe('normalize and compact', () => {
  it.each([
    ['  Keytruda ', 'keytruda', 'keytruda'],
    ["St. John's wort", 'st john s wort', 'stjohnswort'],
    ['st-johns-wort', 'st johns wort', 'stjohnswort'],
    ['5-FU', '5 fu', '5fu'],
    ['Ara-C', 'ara c', 'arac'],
    ['Ciclosporín', 'ciclosporin', 'ciclosporin'],
    ['---', '', ''],
  ])('%j -> %j / %j', (input, normal, compacted) => {
    expect(normalize(input)).toBe(normal);
    expect(compact(normalize(input))).toBe(compacted);
  });
});

describe('trigrams', () => {
  it.each([
    ['abc', ['^ab', 'abc', 'bc$']],
    ['ab', ['^ab', 'ab$']],
    ['a', ['^a$']],
    ['aaaa', ['^aa', 'aaa', 'aa$']],
  ])('%s', (text, expected) => {
    expect(trigrams(text)).toEqual(expected);
  });
});

describe('osaDistance (restricted Damerau-Levenshtein)', () => {
  it.each([
    // [a, b, full distance, best distance from a to a prefix of b within one character of |a|]
    ['kitten', 'sitting', 3, 2],
    ['carboplatn', 'carboplatin', 1, 1],
    ['ca', 'ac', 1, 1],
    ['ibrutnib', 'ibrutinib', 1, 1],
    ['imatinbi', 'imatinib', 1, 1],
    ['pembrol', 'pembrolizumab', 6, 0],
    ['pembrolizm', 'pembrolizumab', 3, 1],
    ['', 'abc', 3, 0],
    ['abc', '', 3, 3],
    ['same', 'same', 0, 0],
    // OSA, not full Damerau: "ca" -> "abc" needs three edits because a transposed pair is not re-edited;
    // the prefix "a" is one deletion away.
    ['ca', 'abc', 3, 1],
  ])('%j vs %j', (a, b, full, prefix) => {
    expect(osaDistance(a, b, scratch())).toEqual({ full, prefix });
  });

  it('is symmetric in its full distance', () => {
    const pairs: Array<[string, string]> = [
      ['docetaxel', 'paclitaxel'],
      ['nilotinib', 'erlotinib'],
      ['abc', 'bca'],
    ];
    for (const [a, b] of pairs) {
      expect(osaDistance(a, b, scratch()).full).toBe(osaDistance(b, a, scratch()).full);
    }
  });
});
