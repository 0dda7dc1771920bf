import { memo } from 'react';
import { List, Paper, Text } from '@mantine/core';

/** The how-to steps of the scan screen (spec §2, Scan packages); memo keeps them out of each keystroke's render. */
export const ScanHowTo = memo(function ScanHowTo() {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="scan-how-to">
      <Text id="scan-how-to" fw={700} mb="xs">
        How to scan
      </Text>
      <List type="ordered" spacing="xs">
        <List.Item>Choose the checkpoint where the packages are.</List.Item>
        <List.Item>
          Scan or type the package codes, one per line. A hardware scanner works anywhere on this screen; the camera button uses this
          device&apos;s camera.
        </List.Item>
        <List.Item>Press Submit. Without a connection the scans are saved on this device and upload when it reconnects.</List.Item>
      </List>
    </Paper>
  );
});
