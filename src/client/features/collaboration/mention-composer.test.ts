import { describe, expect, it } from 'vitest';
import { mentionAtCaret, mentionsInText } from './mention-composer';

describe('the @mention being typed', () => {
  it.each([
    ['@', 1, { start: 0, query: '' }],
    ['Hello @Ja', 9, { start: 6, query: 'Ja' }],
    ['Hello @Jane Do', 14, { start: 6, query: 'Jane Do' }],
    ['mail me at a@b', 14, null],
    ['@Jane Doe and more', 18, null],
    ['Ask @Jane Doe', 8, { start: 4, query: 'Jan' }],
  ])('%j at %i', (text, caret, expected) => {
    expect(mentionAtCaret(text, caret)).toEqual(expected);
  });
});

describe('mentions still in the text', () => {
  const jane = { id: 'a', name: 'Jane Doe' };
  const raj = { id: 'b', name: 'Raj Patel' };
  it('keeps only the names still written, once each', () => {
    expect(mentionsInText('@Jane Doe and @Raj Patel', [jane, raj, jane])).toEqual([jane, raj]);
    expect(mentionsInText('@Jane Doe only', [jane, raj])).toEqual([jane]);
    expect(mentionsInText('no one', [jane])).toEqual([]);
  });
});
