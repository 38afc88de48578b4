import { Combobox, Group, Text, Textarea, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useMembers, type Person } from './api';
import { roleLabel } from './format';

export interface Mention {
  id: string;
  name: string;
}

/**
 * The `@name` being typed just before the caret, if any: `@` at the start or after a space,
 * then up to two words (first and last name).
 */
export function mentionAtCaret(
  text: string,
  caret: number,
): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@]{0,40}(?: [^\s@]{0,40})?)$/u.exec(before);
  if (!match) return null;
  return { start: before.length - match[2]!.length - 1, query: match[2]! };
}

/** The mentions whose `@Name` is still in the text (a deleted name is no longer a mention). */
export function mentionsInText(text: string, mentions: readonly Mention[]): Mention[] {
  const seen = new Set<string>();
  return mentions.filter((m) => {
    if (seen.has(m.id) || !text.includes(`@${m.name}`)) return false;
    seen.add(m.id);
    return true;
  });
}

/**
 * A comment box with @mention typeahead over the institution's colleagues: typing `@` and part
 * of a name lists matching colleagues; arrows and Enter (or a click) insert the name.
 */
export function MentionComposer(props: {
  label: string;
  value: string;
  onChange(value: string): void;
  mentions: Mention[];
  onMentionsChange(mentions: Mention[]): void;
  placeholder?: string;
  error?: string | null;
  disabled?: boolean;
  minRows?: number;
  description?: string;
}) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [active, setActive] = useState<{ start: number; query: string } | null>(null);
  const [query] = useDebouncedValue(active?.query ?? '', 150);
  const members = useMembers(query, active !== null);
  const options = active ? (members.data?.items ?? []) : [];
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
  });
  const open = active !== null && options.length > 0;
  useEffect(() => {
    if (open) {
      combobox.openDropdown();
      combobox.selectFirstOption();
    } else combobox.closeDropdown();
    // The store's methods are stable; the options decide.
  }, [open, options]); // eslint-disable-line react-hooks/exhaustive-deps

  const track = (text: string, caret: number) => {
    const found = mentionAtCaret(text, caret);
    setActive(found);
  };

  const choose = (member: Person) => {
    if (!active) return;
    const el = ref.current;
    const caret = el?.selectionStart ?? props.value.length;
    const inserted = `@${member.name} `;
    const next = props.value.slice(0, active.start) + inserted + props.value.slice(caret);
    props.onChange(next);
    props.onMentionsChange([
      ...props.mentions.filter((m) => m.id !== member.id),
      { id: member.id, name: member.name },
    ]);
    setActive(null);
    const at = active.start + inserted.length;
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at, at);
    });
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        const member = options.find((o) => o.id === id);
        if (member) choose(member);
      }}
      position="top-start"
      withinPortal
    >
      <Combobox.Target withKeyboardNavigation={open} withExpandedAttribute={false}>
        <Textarea
          ref={ref}
          label={props.label}
          description={props.description}
          placeholder={props.placeholder}
          value={props.value}
          error={props.error}
          disabled={props.disabled}
          autosize
          minRows={props.minRows ?? 3}
          maxRows={12}
          onChange={(e) => {
            props.onChange(e.currentTarget.value);
            track(e.currentTarget.value, e.currentTarget.selectionStart);
          }}
          onKeyUp={(e) => {
            if (
              e.key === 'ArrowLeft' ||
              e.key === 'ArrowRight' ||
              e.key === 'Home' ||
              e.key === 'End'
            )
              track(e.currentTarget.value, e.currentTarget.selectionStart);
          }}
          onClick={(e) => track(e.currentTarget.value, e.currentTarget.selectionStart)}
          onBlur={() => setActive(null)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && active) {
              e.stopPropagation();
              setActive(null);
            }
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options aria-label="Colleagues to mention">
          {options.map((m) => (
            <Combobox.Option
              value={m.id}
              key={m.id}
              // Keep the focus in the text box: a click must not blur it before the choice lands.
              onMouseDown={(e) => e.preventDefault()}
            >
              <Group gap="xs" wrap="nowrap">
                <Text size="sm">{m.name}</Text>
                <Text size="xs" c="dimmed">
                  {roleLabel(m.role)}
                </Text>
              </Group>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
