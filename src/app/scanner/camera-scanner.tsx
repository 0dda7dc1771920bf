import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Group, NativeSelect, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBolt, IconCamera, IconPlayerStop } from '@tabler/icons-react';
import { cameraMessages } from './camera-errors';
import { createScanDedupe } from './dedupe';
import { useCameraStream } from './use-camera-stream';
import { useFrameDecoding } from './use-frame-decoding';

const overlayText = { starting: 'Starting the camera…', stopped: 'Tap to start the camera', failed: 'Tap to try the camera again' } as const;

/** A camera left running with nothing to read drains the battery; it stops, and a tap resumes it. */
const idleStopMs = 2 * 60 * 1000;

/**
 * Scans with the device camera: a live preview, decoded frame by frame off the main thread. Each
 * code is reported once while it stays in view (createScanDedupe). Tap the preview to start or
 * resume; when the camera cannot run, a message says why and typing keeps working.
 */
export const CameraScanner = ({ onDecode }: { onDecode: (code: string, format: string) => void }) => {
  const video = useRef<HTMLVideoElement>(null);
  const camera = useCameraStream(video);
  const [isNew] = useState(() => createScanDedupe());
  // A new object per read, so each read restarts the idle timer, even a repeat of the same code.
  const [lastRead, setLastRead] = useState<{ text: string } | null>(null);
  const decoding = useFrameDecoding(video, camera.state === 'running', ({ text, format }) => {
    if (!isNew(text)) return;
    setLastRead({ text });
    onDecode(text, format);
  });
  const error = camera.error ?? (decoding.failed ? cameraMessages.decoder : null);
  const running = camera.state === 'running';
  const { stop } = camera;

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(stop, idleStopMs);
    return () => clearTimeout(timer);
  }, [running, lastRead, stop]);

  return (
    <Stack gap="sm" component="section" aria-label="Camera scanner">
      {error && (
        <Alert color="orange" role="alert" title="The camera is not scanning">
          {error}
        </Alert>
      )}
      <Box pos="relative" bg="dark.9" style={{ aspectRatio: '16 / 9', borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
        <video ref={video} muted playsInline autoPlay aria-label="Camera preview" style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        {camera.state !== 'running' && (
          <UnstyledButton
            onClick={camera.start}
            disabled={camera.state === 'starting'}
            pos="absolute"
            inset={0}
            c="white"
            fz="lg"
            fw={600}
            style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 8 }}
          >
            <IconCamera size={28} aria-hidden />
            {overlayText[camera.state]}
          </UnstyledButton>
        )}
      </Box>
      <Group gap="sm" grow>
        {running ? (
          <Button size="lg" variant="default" leftSection={<IconPlayerStop size={20} />} onClick={camera.stop}>
            Stop camera
          </Button>
        ) : (
          <Button size="lg" variant="default" leftSection={<IconCamera size={20} />} onClick={camera.start} loading={camera.state === 'starting'}>
            Start camera
          </Button>
        )}
        {running && camera.torch.available && (
          <Button size="lg" variant={camera.torch.on ? 'filled' : 'default'} leftSection={<IconBolt size={20} />} aria-pressed={camera.torch.on} onClick={() => void camera.toggleTorch()}>
            Torch
          </Button>
        )}
      </Group>
      {camera.cameras.length > 1 && (
        <NativeSelect
          size="lg"
          label="Camera"
          value={camera.deviceId ?? ''}
          onChange={(event) => camera.chooseCamera(event.currentTarget.value)}
          data={camera.cameras.map((device, index) => ({ value: device.deviceId, label: device.label || `Camera ${index + 1}` }))}
        />
      )}
      <Text role="status" aria-live="polite" size="sm" c="dimmed">
        {lastRead ? `Read ${lastRead.text}` : running ? 'Point the camera at a barcode.' : ''}
      </Text>
    </Stack>
  );
};
