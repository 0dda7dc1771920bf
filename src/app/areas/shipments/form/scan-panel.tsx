import { useState } from 'react';
import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { IconCamera, IconCameraOff, IconPlus } from '@tabler/icons-react';
import { LazyCameraScanner } from '../../../scanner/lazy-camera-scanner';
import { ScanOutcomeLine } from './scan-outcome';
import type { ScanOutcome } from './use-package-scan';
import type { ShipmentSelection } from './use-shipment-selection';

type Props = { selection: ShipmentSelection; outcome: ScanOutcome | null; onScan: (code: string) => void };

const noBox = 'none';

/**
 * Adding packages by barcode: a hardware scanner works anywhere on the form; here a barcode can
 * also be typed (Enter adds it) or read by the camera. With boxes, the worker picks the box being
 * packed, so each scan goes straight into it.
 */
export const ScanPanel = ({ selection, outcome, onScan }: Props) => {
  const [typed, setTyped] = useState('');
  const [camera, setCamera] = useState(false);
  const addTyped = () => {
    if (!typed.trim()) return;
    onScan(typed);
    setTyped('');
  };
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Barcode"
          description="Scan anywhere on this page, or type a barcode and press Enter"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            addTyped();
          }}
          size="md"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          style={{ flex: '1 1 240px', minWidth: 0 }}
        />
        <Button variant="default" mih={44} leftSection={<IconPlus size={18} />} onClick={addTyped} disabled={!typed.trim()}>
          Add
        </Button>
        <Button
          variant="default"
          mih={44}
          leftSection={camera ? <IconCameraOff size={18} /> : <IconCamera size={18} />}
          onClick={() => setCamera((open) => !open)}
          aria-expanded={camera}
        >
          {camera ? 'Close camera' : 'Scan with camera'}
        </Button>
      </Group>
      {selection.boxes.length > 0 && (
        <NativeSelect
          label="Scanned and picked packages go into"
          size="md"
          maw={360}
          value={selection.intoBox === null ? noBox : String(selection.intoBox)}
          onChange={(event) => selection.setIntoBox(event.currentTarget.value === noBox ? null : Number(event.currentTarget.value))}
          data={[{ value: noBox, label: 'No box' }, ...selection.boxes.map((box, index) => ({ value: String(index), label: box.name || `Box ${index + 1}` }))]}
        />
      )}
      <ScanOutcomeLine outcome={outcome} />
      {camera && <LazyCameraScanner onDecode={(code) => onScan(code)} />}
    </Stack>
  );
};
