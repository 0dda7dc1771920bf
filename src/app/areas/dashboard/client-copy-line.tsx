import { useId } from 'react';
import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';

type Props = { letter: string; text: string; explanation: string };

const refused = 'Your browser did not allow copying: select the line and copy it.';

/**
 * One suffix's full street line with a Copy button that puts exactly that text on the clipboard;
 * the button says 'Copied' for two seconds, and a screen reader hears it. Where the browser refuses
 * the clipboard, the line is there to select by hand, and the card says so.
 */
export const ClientCopyLine = ({ letter, text, explanation }: Props) => {
  const clipboard = useClipboard({ timeout: 2000 });
  const lineId = useId();
  return (
    <Group component="li" justify="space-between" align="center" wrap="nowrap" gap="sm" py={6} data-suffix={letter}>
      <div style={{ minWidth: 0 }}>
        <Text id={lineId} fw={600} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {text}
        </Text>
        <Text size="sm" c="dimmed">
          {explanation}
        </Text>
        {clipboard.error && (
          <Text size="sm" c="red.8">
            {refused}
          </Text>
        )}
      </div>
      <Button
        variant={clipboard.copied ? 'filled' : 'light'}
        color={clipboard.copied ? 'green.9' : undefined}
        leftSection={clipboard.copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
        onClick={() => clipboard.copy(text)}
        mih={44}
        miw={108}
        style={{ flexShrink: 0 }}
        aria-describedby={lineId}
      >
        {clipboard.copied ? 'Copied' : 'Copy'}
      </Button>
      <VisuallyHidden role="status">{clipboard.copied ? `Copied ${text}` : ''}</VisuallyHidden>
    </Group>
  );
};
