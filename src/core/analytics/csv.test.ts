import { describe, expect, it } from 'vitest';
import { csvCell, percent, toCsv } from './csv';

describe('CSV cells are formula-safe and quoted as RFC 4180 says', () => {
  it.each([
    ['capecitabine', 'capecitabine'],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1', "'+1"],
    ['-50% dose', "'-50% dose"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['a, b', '"a, b"'],
    ['line\nbreak', '"line\nbreak"'],
    [' edge', '" edge"'],
    ['<5', '<5'],
    [-3, '-3'],
    [12.5, '12.5'],
    [Number.NaN, ''],
    [null, ''],
    [undefined, ''],
    [true, 'yes'],
    [false, 'no'],
  ] as const)('%j -> %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes a BOM, a header and CRLF lines', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          [1, 'x'],
          [null, '=1'],
        ],
      ),
    ).toBe("\uFEFFa,b\r\n1,x\r\n,'=1\r\n");
  });

  it.each([
    [null, null],
    [0, 0],
    [1, 100],
    [2 / 3, 66.7],
  ])('percent(%s) = %s', (rate, expected) => expect(percent(rate)).toBe(expected));
});
