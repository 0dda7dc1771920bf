import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { packagesText } from '../shipment-format';
import type { ShipmentForm } from './shipment-values';
import type { ShipmentSelection } from './use-shipment-selection';

type Props = { form: ShipmentForm; selection: ShipmentSelection };

/** The shipment's boxes by name: add one, rename it in place, or remove it (its packages stay, in no box). */
export const BoxesPanel = ({ form, selection }: Props) => {
  const [name, setName] = useState('');
  const problem = selection.newBoxProblem(name);
  const add = () => {
    if (problem) return;
    selection.addBox(name);
    setName('');
  };
  return (
    <Stack gap="sm">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="New box name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
          // Only a name typed and refused is an error; an empty box name is simply not ready.
          error={name.trim() ? problem : null}
          size="md"
          autoComplete="off"
          style={{ flex: '1 1 220px', minWidth: 0 }}
        />
        <Button variant="default" mih={44} mt={{ base: 0, xs: 27 }} leftSection={<IconPlus size={18} />} onClick={add} disabled={problem !== null}>
          Add box
        </Button>
      </Group>
      {selection.boxes.length === 0 ? (
        <Text size="sm" c="dimmed">
          No boxes. Packages can travel without one.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Boxes">
          {selection.boxes.map((box, index) => (
            <Group component="li" key={index} gap="sm" align="flex-start" wrap="nowrap">
              <TextInput
                label={`Box ${index + 1} name`}
                size="md"
                withAsterisk
                style={{ flex: 1, minWidth: 0 }}
                {...form.getInputProps(`boxes.${index}.name`)}
                error={selection.errors[`boxes.${index}.name`]}
              />
              <Text size="sm" mt={34} style={{ whiteSpace: 'nowrap' }}>
                {packagesText(box.packages.length)}
              </Text>
              <ActionIcon variant="subtle" color="red" size={44} mt={26} aria-label={`Remove box ${box.name || index + 1}`} onClick={() => selection.removeBox(index)}>
                <IconTrash size={20} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
};
