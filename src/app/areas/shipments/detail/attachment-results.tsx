import { Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { AttachmentResult } from '../../../../domain/shipments';

/** Each file of the last upload with a done or an error icon, and the server's reason for an error. */
export const AttachmentResults = ({ results }: { results: readonly AttachmentResult[] }) =>
  results.length === 0 ? null : (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Upload results">
      {results.map((result, index) => (
        <Group component="li" key={`${result.file_name}-${index}`} gap="xs" wrap="nowrap" align="flex-start">
          {result.ok ? (
            <IconCircleCheck size={20} color="var(--mantine-color-green-9)" role="img" aria-label="Uploaded" style={{ flexShrink: 0 }} />
          ) : (
            <IconAlertCircle size={20} color="var(--mantine-color-red-9)" role="img" aria-label="Not uploaded" style={{ flexShrink: 0 }} />
          )}
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {result.file_name}
            </Text>
            {!result.ok && (
              <Text size="sm" c="red.9">
                {result.error}
              </Text>
            )}
          </Stack>
        </Group>
      ))}
    </Stack>
  );
