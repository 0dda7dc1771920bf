import { ActionIcon, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ShipmentSelection } from './use-shipment-selection';

const noBox = 'none';

/** The error about a package: at its place in the list, or at its place in its box. */
const errorOf = (selection: ShipmentSelection, id: number, index: number) => {
  const box = selection.boxOf(id);
  const inBox = box === null ? undefined : selection.errors[`boxes.${box}.packages.${selection.boxes[box]!.packages.indexOf(id)}`];
  return selection.errors[`packages.${index}`] ?? inBox;
};

/** The packages of the shipment, newest added last, each with its box and a way out. */
export const SelectedPackages = ({ selection }: { selection: ShipmentSelection }) => (
  <Stack gap="xs">
    {selection.packages.length === 0 ? (
      <Text size="sm" c="dimmed">
        No packages yet. Scan them, or pick them from the packages waiting below.
      </Text>
    ) : (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Packages in this shipment">
        {selection.packages.map((id, index) => {
          const pkg = selection.known.get(id);
          const barcode = pkg?.barcode ?? `Package #${id}`;
          const box = selection.boxOf(id);
          const error = errorOf(selection, id, index);
          return (
            <Paper component="li" key={id} withBorder px="sm" py="xs" aria-label={barcode} style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
              <Group justify="space-between" gap="xs" wrap="wrap" align="center">
                <Stack gap={0} miw={0} style={{ flex: '1 1 200px' }}>
                  <Text ff="monospace" fw={700} style={{ overflowWrap: 'anywhere' }}>
                    {barcode}
                  </Text>
                  {pkg && (
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {pkg.client_fullname} · Order #{pkg.order_id} · Sect {pkg.sect}
                    </Text>
                  )}
                  {error && (
                    <Text size="sm" c="var(--mantine-color-error)" fw={600}>
                      {error}
                    </Text>
                  )}
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  {selection.boxes.length > 0 && (
                    <NativeSelect
                      aria-label={`Box of ${barcode}`}
                      size="md"
                      w={160}
                      value={box === null ? noBox : String(box)}
                      onChange={(event) => selection.putInBox(id, event.currentTarget.value === noBox ? null : Number(event.currentTarget.value))}
                      data={[{ value: noBox, label: 'No box' }, ...selection.boxes.map((each, i) => ({ value: String(i), label: each.name || `Box ${i + 1}` }))]}
                    />
                  )}
                  <ActionIcon variant="subtle" color="gray" size={44} aria-label={`Remove ${barcode}`} onClick={() => selection.remove(id)}>
                    <IconX size={20} />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    )}
  </Stack>
);
