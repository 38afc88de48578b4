import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ListPlus } from 'lucide-react';
import { drugSelectionStore, useDrugSelection } from '../../stores/drug-selection';

/**
 * Adds a drug to the interaction-check list (the drug-selection store, SPEC §4): an add of a drug
 * already listed is ignored by the store, so the button says "In check list" instead.
 */
export function AddToCheckButton({ rxcui, name }: { rxcui: string | null; name: string }) {
  const listed = useDrugSelection(
    (s) => rxcui !== null && s.selectedDrugs.some((d) => d.rxcui === rxcui),
  );
  if (rxcui === null) return null;
  return (
    <Button
      size="xs"
      variant={listed ? 'light' : 'default'}
      leftSection={<ListPlus size={14} aria-hidden />}
      aria-label={listed ? `In check list: ${name}` : `Add to check: ${name}`}
      onClick={() => {
        if (listed) return;
        drugSelectionStore.getState().add({ rxcui, name });
        notifications.show({
          closeButtonProps: { 'aria-label': 'Dismiss notification' },
          color: 'teal',
          message: `${name} added to the interaction check list. Open the checker to run it.`,
        });
      }}
    >
      {listed ? 'In check list' : 'Add to check'}
    </Button>
  );
}
