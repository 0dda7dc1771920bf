import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { Pickup } from '../../../domain/pickups';

/** A row's one action: pickups are edited, never deleted, since orders name them. */
export const EditPickupButton = ({ pickup, onEdit }: { pickup: Pickup; onEdit: (pickup: Pickup) => void }) => (
  <Tooltip label="Edit">
    <ActionIcon variant="light" size="xl" aria-label={`Edit ${pickup.name}`} onClick={() => onEdit(pickup)}>
      <IconPencil size={20} />
    </ActionIcon>
  </Tooltip>
);
