import { Button, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import type { Credit } from '../../../domain/credits';
import { ApiError } from '../../api/api-error';
import { CompanyContact } from '../../components/company-contact';
import { formatDateTime, formatMoney } from '../../components/display-format';
import { LoadError } from '../../components/load-error';
import { NotFound } from '../../components/not-found';
import { ScreenLoader } from '../../components/screen-loader';
import { feeLabel } from './credit-format';
import { isCreditId, useCredit } from './credit-queries';
import { receiptPrintCss } from './receipt-print-css';

/** A row of the receipt: its label, and its value (amounts right-aligned, so their digits line up). */
const Line = ({ label, children, amount = false, strong = false }: { label: string; children: string; amount?: boolean; strong?: boolean }) => (
  <Table.Tr>
    <Table.Th scope="row" fw={strong ? 700 : 400} w="40%">
      {label}
    </Table.Th>
    <Table.Td ta={amount ? 'right' : undefined} fw={strong ? 700 : 400} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {children}
    </Table.Td>
  </Table.Tr>
);

const Receipt = ({ credit }: { credit: Credit }) => (
  <Stack gap="md" className="receipt-page" maw={640} miw={0}>
    <style>{receiptPrintCss}</style>
    <Group justify="space-between" className="receipt-no-print">
      <Button component={Link} to="/credits" variant="default" mih={44} leftSection={<IconArrowLeft size={18} />}>
        CC Payments
      </Button>
      <Button mih={44} leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
        Print
      </Button>
    </Group>
    <CompanyContact />
    <Divider />
    <Stack gap={4}>
      <Title order={2}>CC payment receipt #{credit.id}</Title>
      <Text c="dimmed">{formatDateTime(credit.created_at)}</Text>
    </Stack>
    <Table aria-label="Receipt" withRowBorders verticalSpacing="xs">
      <Table.Tbody>
        <Line label="Name">{credit.name}</Line>
        <Line label="Description">{credit.description}</Line>
        <Line label="Vendor">{credit.vendor}</Line>
        <Line label="Cost" amount>{formatMoney(credit.value)}</Line>
        <Line label={feeLabel(credit)} amount>{formatMoney(credit.processingFee)}</Line>
        <Line label="Total" amount strong>
          {formatMoney(credit.total)}
        </Line>
      </Table.Tbody>
    </Table>
    <Text size="sm" c="dimmed">
      Paid by card on the customer's behalf; recorded by {credit.created_by}.
    </Text>
  </Stack>
);

/** A CC payment's receipt (/credits/:id, finance spec §2): printable, opened in a new tab once recorded. */
export const CreditReceiptScreen = () => {
  const id = Number(useParams().id);
  const credit = useCredit(id);
  if (!isCreditId(id) || (credit.error instanceof ApiError && credit.error.status === 404)) return <NotFound />;
  if (credit.data) return <Receipt credit={credit.data} />;
  if (credit.error) return <LoadError title="Could not load this receipt" error={credit.error} onRetry={() => void credit.refetch()} />;
  return <ScreenLoader />;
};
