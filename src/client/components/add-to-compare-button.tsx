import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Check, GitCompareArrows } from 'lucide-react';
import { useComparisonTray } from '../stores/comparison-tray';

export interface AddToCompareButtonProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  rxcui: string | null;
  name: string;
  /** Where the add came from (SPEC §3 comparison item `source`), e.g. 'search'. */
  source: string;
}

/**
 * Adds a drug to the comparison tray. A refused add (already there, or the tray full) is said
 * out loud here as well as in the tray, because the tray may sit outside the user's view.
 */
export function AddToCompareButton({ rxcui, name, source, ...props }: AddToCompareButtonProps) {
  const inTray = useComparisonTray(
    (s) => rxcui !== null && s.items.some((i) => i.drug.rxcui === rxcui),
  );
  const add = useComparisonTray((s) => s.add);
  if (rxcui === null) {
    return (
      <Button
        size="xs"
        variant="default"
        disabled
        {...props}
        title="No RxNorm code: cannot be compared"
      >
        Cannot compare
      </Button>
    );
  }
  return (
    <Button
      size="xs"
      variant={inTray ? 'light' : 'default'}
      leftSection={
        inTray ? <Check size={14} aria-hidden /> : <GitCompareArrows size={14} aria-hidden />
      }
      // The name starts with the visible text (WCAG 2.5.3) and adds the drug.
      aria-label={inTray ? `In comparison: ${name}` : `Compare ${name}`}
      onClick={() => {
        const outcome = add({ rxcui, name }, source);
        if (outcome === 'duplicate') {
          notifications.show({
            closeButtonProps: { 'aria-label': 'Dismiss notification' },
            color: 'yellow',
            message: `${name} is already in the comparison.`,
          });
        } else if (outcome === 'full') {
          notifications.show({
            closeButtonProps: { 'aria-label': 'Dismiss notification' },
            color: 'red',
            title: 'Comparison is full',
            message: `${name} was not added. Remove a drug from the comparison tray first.`,
          });
        }
      }}
      {...props}
    >
      {inTray ? 'In comparison' : 'Compare'}
    </Button>
  );
}
