import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';

type Props = {
  /** The row's name, for the button's accessible name: 'Actions for Televisions'. */
  name: string;
  deleting: boolean;
  onEdit: () => void;
  /** Asks for confirmation before anything is deleted (the caller's confirmAction). */
  onDelete: () => void;
};

/**
 * A row's Edit and Delete behind one quiet button, so a list is not a column of red Delete
 * buttons one slip away from a loss; each item is a 48 px target for a thumb.
 */
export const RowActionsMenu = ({ name, deleting, onEdit, onDelete }: Props) => (
  <Menu position="bottom-end" shadow="md" styles={{ item: { minHeight: 48 } }}>
    <Menu.Target>
      <ActionIcon variant="subtle" color="gray" size="xl" aria-label={`Actions for ${name}`} loading={deleting}>
        <IconDots size={20} />
      </ActionIcon>
    </Menu.Target>
    <Menu.Dropdown>
      <Menu.Item leftSection={<IconPencil size={18} />} onClick={onEdit}>
        Edit
      </Menu.Item>
      <Menu.Item color="red" leftSection={<IconTrash size={18} />} onClick={onDelete}>
        Delete
      </Menu.Item>
    </Menu.Dropdown>
  </Menu>
);
