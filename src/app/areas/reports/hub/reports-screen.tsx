import { useState } from 'react';
import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarStats, IconClockExclamation, IconFileInvoice, IconPackageOff, IconReceiptOff, IconReportMoney, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { screens, type ScreenName } from '../../../../domain/access';
import { EditedOrdersDialog } from './edited-orders-dialog';

type Entry = { screen: ScreenName; label: string; icon: ReactNode };

const icon = { size: 22, 'aria-hidden': true } as const;

/** The hub's buttons, in the spec's order (finance spec §2), with the old packages report beside old orders. */
const entries: readonly Entry[] = [
  { screen: 'eod.report', label: 'End Of Day Report', icon: <IconReportMoney {...icon} /> },
  { screen: 'reports.old-orders', label: 'Old Orders', icon: <IconClockExclamation {...icon} /> },
  { screen: 'reports.old', label: 'Old Packages', icon: <IconPackageOff {...icon} /> },
  { screen: 'reports.clients', label: 'Client Orders Report', icon: <IconUsers {...icon} /> },
  { screen: 'reports.unpaid', label: 'Unpaid Invoices Report', icon: <IconFileInvoice {...icon} /> },
  { screen: 'reports.no-invoice', label: 'Delivered Orders / No Invoice', icon: <IconReceiptOff {...icon} /> },
];

const buttonStyles = { inner: { justifyContent: 'flex-start' } };

/** Reports (/reports, admin): a button per report, and the New and Edited Orders counts of a day in a dialog. */
export const ReportsScreen = () => {
  const [editedOpen, setEditedOpen] = useState(false);
  return (
    <Stack gap="md" miw={0}>
      <Title order={2}>Reports</Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {entries.map((entry) => (
          <Button key={entry.screen} component={Link} to={screens[entry.screen].path} variant="default" size="lg" leftSection={entry.icon} styles={buttonStyles}>
            {entry.label}
          </Button>
        ))}
        <Button variant="default" size="lg" leftSection={<IconCalendarStats {...icon} />} styles={buttonStyles} onClick={() => setEditedOpen(true)}>
          New and Edited Orders
        </Button>
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        Each report downloads as CSV and prints from its own page.
      </Text>
      <EditedOrdersDialog opened={editedOpen} onClose={() => setEditedOpen(false)} />
    </Stack>
  );
};
