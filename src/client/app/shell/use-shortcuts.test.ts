import { describe, expect, it } from 'vitest';
import {
  ctrlFIsOurs,
  isReadingPage,
  isTypingTarget,
  shortcutsFor,
  SHORTCUTS,
  type FindKeyContext,
} from './use-shortcuts';

describe('keyboard shortcuts', () => {
  it.each([
    ['input', true],
    ['textarea', true],
    ['select', true],
    ['button', false],
    ['div', false],
  ])('a keypress in <%s> counts as typing: %s', (tag, typing) => {
    expect(isTypingTarget(document.createElement(tag))).toBe(typing);
  });

  it('contenteditable counts as typing', () => {
    const div = document.createElement('div');
    div.contentEditable = 'true';
    Object.defineProperty(div, 'isContentEditable', { value: true });
    expect(isTypingTarget(div)).toBe(true);
  });

  it('lists every SPEC §2 shortcut in the help dialog', () => {
    const keys = SHORTCUTS.map((s) => s.keys);
    for (const k of [
      'Alt+H',
      'Alt+S',
      'Alt+P',
      'Alt+C',
      'Alt+D',
      '/ or Ctrl+K',
      'Ctrl+F',
      'Alt+G',
      'Alt+N',
      'Escape',
      'Shift+?',
      'Ctrl+P',
    ]) {
      expect(keys).toContain(k);
    }
  });
});

describe('who answers Ctrl+F (issue 13)', () => {
  const base: FindKeyContext = {
    typing: false,
    inDialog: false,
    inChrome: false,
    inMainContent: false,
    longContent: false,
  };
  it.each([
    ['nothing focused on a short page', {}, true],
    ['focus in the header or navigation', { inChrome: true }, true],
    ['focus in the navigation on a long page', { inChrome: true, longContent: true }, true],
    ['a monograph or other page to read', { longContent: true }, false],
    ['after clicking into the page (caret or focus in main)', { inMainContent: true }, false],
    ['typing in a field', { typing: true }, false],
    ['a second press in our own search box', { typing: true, inChrome: true }, false],
    ['inside a dialog', { inDialog: true }, false],
  ] as const)('%s: ours = %s', (_, over, ours) => {
    expect(ctrlFIsOurs({ ...base, ...over })).toBe(ours);
  });

  it.each([
    ['/database/40048', true],
    ['/database/id/st-johns-wort', true],
    ['/protocols', true],
    ['/regimens', true],
    ['/compare', true],
    ['/help/knowledge-changes', true],
    ['/curated', true],
    ['/trials/NCT01234567', true],
    ['/', false],
    ['/database', false],
    ['/interactions', false],
    ['/trials', false],
    ['/profile', false],
  ] as const)('%s is a page to read: %s', (path, reading) => {
    expect(isReadingPage(path)).toBe(reading);
  });
});

describe('shortcuts listed per role', () => {
  it.each([
    ['student', false],
    ['researcher', false],
    ['nurse', true],
  ] as const)('a %s sees Alt+C (clinical): %s', (role, shown) => {
    expect(shortcutsFor(role).some((s) => s.keys === 'Alt+C')).toBe(shown);
  });
});
