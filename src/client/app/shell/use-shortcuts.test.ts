import { describe, expect, it } from 'vitest';
import { isTypingTarget, SHORTCUTS } from './use-shortcuts';

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
