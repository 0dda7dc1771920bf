import { useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { screens } from '../../../domain/access';
import { confirmAction } from '../../components/confirm';
import { readableTitle } from '../../components/readable-title';
import { useCachedReference } from '../hooks/use-cached-reference';
import { useAttentionRows } from '../hooks/use-outbox';
import { useShownRows } from '../hooks/use-shown-rows';
import { attentionTotal } from '../store/attention';
import { acknowledgeRow } from '../store/outbox';
import { attentionWords, reasonsOf } from './attention-words';
import { resendPaidCodes } from './resend-action';

/** How many of a reason's codes the notice names; the scan screen shows them all. */
const namedCodes = 3;

const codesText = (n: number) => (n === 1 ? '1 scanned code' : `${n} scanned codes`);

/** Where "Fix and resend" leads: the scan screen, told which sent row's codes to put back in its list. */
export const fixScanState = (rowId: string) => ({ fixScanRowId: rowId });

/**
 * Codes that synced but did not go through (unknown to the server, or unpaid at a release point),
 * on whatever screen the worker is on when the answer comes back. It stays until the worker sees
 * to them: unknown codes are fixed and resent, unpaid ones resent once paid, or all dismissed;
 * one sent batch at a time, newest first. A row a screen is showing itself is left to it.
 */
export const AttentionNotice = () => {
  const navigate = useNavigate();
  const shown = useShownRows();
  const rows = useAttentionRows().filter((entry) => !shown.has(entry.row.id));
  const checkpoints = useCachedReference('checkpoints').data?.data ?? [];
  const [resending, setResending] = useState(false);
  const first = rows[0];
  if (!first) return null;
  const where = checkpoints.find((checkpoint) => checkpoint.id === first.row.payload.checkpoint)?.name ?? `checkpoint #${first.row.payload.checkpoint}`;
  const reasons = reasonsOf(first.codes);
  const dismiss = async () => {
    const ok = await confirmAction({
      title: 'Dismiss without resending?',
      message: `${reasons.flatMap((reason) => reason.codes).join(', ')} will stay unrecorded at ${where}. Dismiss only if they were scanned by mistake.`,
      confirmLabel: 'Dismiss',
      danger: true,
    });
    if (ok) await acknowledgeRow(first.row.id);
  };
  const resend = async () => {
    setResending(true);
    await resendPaidCodes(first.row.id);
    setResending(false);
  };
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={20} />}
      title={`${codesText(attentionTotal(rows))} did not go through`}
      styles={readableTitle}
      mb="md"
    >
      {reasons.map(({ status, codes }) => {
        const more = codes.length - namedCodes;
        return (
          <Text key={status} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {attentionWords[status].heading} at {where}:{' '}
            <Text span ff="monospace" fw={600}>
              {codes.slice(0, namedCodes).join(', ')}
            </Text>
            {more > 0 ? ` and ${more} more` : ''}. {attentionWords[status].todo(codes.length)}
          </Text>
        );
      })}
      <Group mt="sm" gap="sm">
        {first.codes.unknown.length > 0 && (
          <Button mih={48} onClick={() => navigate(screens['packages.scan'].path, { state: fixScanState(first.row.id) })}>
            Fix and resend
          </Button>
        )}
        {first.codes.unpaid.length > 0 && (
          <Button mih={48} loading={resending} onClick={() => void resend()}>
            Resend
          </Button>
        )}
        <Button mih={48} variant="default" onClick={() => void dismiss()}>
          Dismiss
        </Button>
      </Group>
    </Alert>
  );
};
