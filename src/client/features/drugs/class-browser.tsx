import {
  Alert,
  Badge,
  Button,
  Card,
  NavLink,
  ScrollArea,
  Skeleton,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { countOf } from '../../../core/access';
import type { DrugClassCount } from '../../lib/drug-api';
import { drugKeys, fetchDrugClasses } from '../../lib/drug-api';
import { TONE } from '../../components/tones';

/**
 * Classes drawn before "Show all". The knowledge base has ~690 classes; drawing every one drew
 * ~7,000 elements into a 480 px box, most of `/database`'s weight (1.5 s to show and 2.8 s for axe
 * in a headless browser, issue 24). "Find a class" still searches every class.
 */
export const CLASSES_FIRST_SHOWN = 40;

/** The classes to draw: every match of a search; else the first ones, and the selected one. */
export function classesToShow(
  classes: readonly DrugClassCount[],
  filter: string,
  selected: string,
  showAll: boolean,
): { shown: DrugClassCount[]; hidden: number } {
  const needle = filter.trim().toLowerCase();
  const matching = classes.filter((c) => c.drugClass.toLowerCase().includes(needle));
  if (showAll || needle !== '' || matching.length <= CLASSES_FIRST_SHOWN) {
    return { shown: matching, hidden: 0 };
  }
  const first = matching.slice(0, CLASSES_FIRST_SHOWN);
  const chosen = matching
    .slice(CLASSES_FIRST_SHOWN)
    .find((c) => c.drugClass.toLowerCase() === selected.toLowerCase());
  const shown = chosen ? [...first, chosen] : first;
  return { shown, hidden: matching.length - shown.length };
}

/** A class's button id (its place in the whole list), so "Show all" can move focus to it. */
const classButtonId = (index: number) => `class-browser-${index}`;

/** `/database`'s side list (wide screens): every class with its drug count, and a search. */
export function ClassBrowser({
  selected,
  onSelect,
}: {
  selected: string;
  onSelect(drugClass: string): void;
}) {
  const classes = useQuery({
    queryKey: drugKeys.classes(),
    queryFn: ({ signal }) => fetchDrugClasses(signal),
    staleTime: 5 * 60_000,
  });
  const [filter, setFilter] = useState('');
  const [showAll, setShowAll] = useState(false);
  // Set by "Show all", used after the render that drew the classes: the button is gone by then.
  const focusAfterRender = useRef<string | null>(null);
  useEffect(() => {
    if (focusAfterRender.current) {
      document.getElementById(focusAfterRender.current)?.focus();
      focusAfterRender.current = null;
    }
  });
  if (classes.isPending) return <Skeleton h={320} />;
  if (classes.isError) {
    return (
      <Alert color={TONE.danger} role="alert" title="Classes could not be loaded">
        {classes.error.message}
      </Alert>
    );
  }
  const { shown, hidden } = classesToShow(classes.data, filter, selected, showAll);
  const isSelected = (c: string) => selected.toLowerCase() === c.toLowerCase();
  return (
    <Card withBorder padding="xs" component="nav" aria-label="Browse by class">
      <Title order={3} size="h5" mb="xs">
        Browse by class ({classes.data.length})
      </Title>
      <TextInput
        label="Find a class"
        size="xs"
        value={filter}
        onChange={(e) => setFilter(e.currentTarget.value)}
        mb="xs"
      />
      {/* Vertical only: long class names wrap, so the counts stay in view (issue 13). */}
      <ScrollArea.Autosize mah={480} type="auto" scrollbars="y">
        <NavLink
          component="button"
          label="All classes"
          active={selected === ''}
          onClick={() => onSelect('')}
        />
        {shown.map((c) => (
          <NavLink
            key={c.drugClass}
            id={classButtonId(classes.data.indexOf(c))}
            component="button"
            label={c.drugClass}
            styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
            active={isSelected(c.drugClass)}
            aria-current={isSelected(c.drugClass) ? 'true' : undefined}
            rightSection={
              <Badge size="sm" variant="light" color="gray" aria-label={countOf(c.count, 'drug')}>
                {c.count}
              </Badge>
            }
            onClick={() => onSelect(c.drugClass)}
          />
        ))}
        {shown.length === 0 ? (
          <Text size="sm" c="dimmed" p="xs">
            No class contains “{filter.trim()}”.
          </Text>
        ) : null}
        {hidden > 0 ? (
          <Button
            variant="subtle"
            size="xs"
            fullWidth
            mt={4}
            onClick={() => {
              const next = classes.data.findIndex((c) => !shown.includes(c));
              if (next >= 0) focusAfterRender.current = classButtonId(next);
              setShowAll(true);
            }}
          >
            {`Show all ${classes.data.length} classes`}
          </Button>
        ) : null}
      </ScrollArea.Autosize>
    </Card>
  );
}
