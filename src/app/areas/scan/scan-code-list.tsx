import { memo } from 'react';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBarcode, IconRepeat, IconTruckDelivery } from '@tabler/icons-react';
import { kindOfCode, type CodeKind } from './code-kind';

const Mark = ({ kind }: { kind: CodeKind }) => {
  if (kind.kind === 'package')
    return (
      <Group gap={4} wrap="nowrap">
        <IconBarcode size={16} aria-hidden />
        <Text size="sm">Package {kind.packageId}</Text>
      </Group>
    );
  if (kind.kind === 'tracking')
    return (
      <Group gap={4} wrap="nowrap">
        <IconTruckDelivery size={16} aria-hidden />
        <Text size="sm">{kind.carrier} tracking number</Text>
      </Group>
    );
  return (
    <Group gap={4} wrap="nowrap">
      <IconAlertTriangle size={16} color="var(--mantine-color-orange-9)" aria-hidden />
      <Text size="sm" fw={600}>
        Not a package barcode; the server will check it
      </Text>
    </Group>
  );
};

/** A long run of scans would make every keystroke re-render hundreds of rows; the text area still holds them all. */
const shownRows = 100;

type Props = { codes: readonly string[]; latest: string | null; duplicateOf: string | null };

/** The listed codes, newest on top: the latest scan highlighted, codes that are not ours marked. */
export const ScanCodeList = memo(function ScanCodeList({ codes, latest, duplicateOf }: Props) {
  const newestFirst = codes.slice(-shownRows).reverse();
  const older = codes.length - newestFirst.length;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={700} aria-live="polite">
          {codes.length === 1 ? '1 code' : `${codes.length} codes`}
        </Text>
        {duplicateOf && (
          <Group gap={4} wrap="nowrap" role="status">
            <IconRepeat size={16} color="var(--mantine-color-orange-9)" aria-hidden />
            <Text size="sm" fw={600}>
              {duplicateOf} is already in the list
            </Text>
          </Group>
        )}
      </Group>
      {newestFirst.length > 0 && (
        <Stack gap={4} component="ol" aria-label="Codes to submit" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {newestFirst.map((code) => {
            const isLatest = code === latest;
            return (
              <Paper
                key={code}
                component="li"
                withBorder
                px="sm"
                py={6}
                bg={isLatest ? 'blue.0' : undefined}
                style={isLatest ? { borderColor: 'var(--mantine-color-blue-8)', borderWidth: 2 } : undefined}
              >
                <Group justify="space-between" gap="xs">
                  <Text ff="monospace" fw={isLatest ? 700 : 400} style={{ overflowWrap: 'anywhere' }}>
                    {code}
                  </Text>
                  <Group gap="xs">
                    {isLatest && (
                      <Badge variant="filled" color="blue">
                        Latest scan
                      </Badge>
                    )}
                    <Mark kind={kindOfCode(code)} />
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      {older > 0 && (
        <Text size="sm" c="dimmed">
          and {older} older {older === 1 ? 'code' : 'codes'}
        </Text>
      )}
    </Stack>
  );
});
