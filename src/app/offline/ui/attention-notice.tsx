import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { screens } from '../../../domain/access';
import { confirmAction } from '../../components/confirm';
import { readableTitle } from '../../components/readable-title';
import { useCachedReference } from '../hooks/use-cached-reference';
import { useAttentionRows } from '../hooks/use-outbox';
import { useShownRows } from '../hooks/use-shown-rows';
import { acknowledgeRow } from '../store/outbox';

/** How many of a row's codes the notice names; the scan screen shows them all. */
const namedCodes = 3;

const codesText = (n: number) => (n === 1 ? '1 scanned code' : `${n} scanned codes`);

/** Where "Fix and resend" leads: the scan screen, told which sent row's codes to put back in its list. */
export const fixScanState = (rowId: string) => ({ fixScanRowId: rowId });

/**
 * Codes that synced but did not go through (unknown to the server), on whatever screen the worker
 * is on when the answer comes back. It stays until the worker fixes and resends them or dismisses
 * them; one sent batch at a time, newest first. A row a screen is showing itself is left to it.
 */
export const AttentionNotice = () => {
  const navigate = useNavigate();
  const shown = useShownRows();
  const rows = useAttentionRows().filter((entry) => !shown.has(entry.row.id));
  const checkpoints = useCachedReference('checkpoints').data?.data ?? [];
  const first = rows[0];
  if (!first) return null;
  const total = rows.reduce((sum, entry) => sum + entry.codes.length, 0);
  const where = checkpoints.find((checkpoint) => checkpoint.id === first.row.payload.checkpoint)?.name ?? `checkpoint #${first.row.payload.checkpoint}`;
  const more = first.codes.length - namedCodes;
  const dismiss = async () => {
    const ok = await confirmAction({
      title: 'Dismiss without resending?',
      message: `${first.codes.join(', ')} will stay unrecorded at ${where}. Dismiss only if they were scanned by mistake.`,
      confirmLabel: 'Dismiss',
      danger: true,
    });
    if (ok) await acknowledgeRow(first.row.id);
  };
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} />} title={`${codesText(total)} did not go through`} styles={readableTitle} mb="md">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        Unknown at {where}:{' '}
        <Text span ff="monospace" fw={600}>
          {first.codes.slice(0, namedCodes).join(', ')}
        </Text>
        {more > 0 ? ` and ${more} more` : ''}. They were not recorded: check each one and scan or type it again.
      </Text>
      <Group mt="sm" gap="sm">
        <Button mih={48} onClick={() => navigate(screens['packages.scan'].path, { state: fixScanState(first.row.id) })}>
          Fix and resend
        </Button>
        <Button mih={48} variant="default" onClick={() => void dismiss()}>
          Dismiss
        </Button>
      </Group>
    </Alert>
  );
};
