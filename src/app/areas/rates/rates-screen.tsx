import { Accordion, Stack, Text, Title } from '@mantine/core';
import { QueryState } from '../../components/query-state';
import { useDialogTarget } from '../../components/use-dialog-target';
import { businessToday } from '../../components/business-date';
import { partName, rateGroups } from './rate-groups';
import { RateItem } from './rate-item';
import { RateVersionDialog, type VersionTarget } from './rate-version-dialog';
import { useRemoveRate } from './use-remove-rate';
import { historyByKey, useRates } from './use-rates';

/** Rates (admin): the prices and fees in force today, each with its versions, and new versions from a date on. */
export const RatesScreen = () => {
  const rates = useRates();
  const today = businessToday();
  const histories = historyByKey(rates.data?.data ?? [], today);
  const dialog = useDialogTarget<VersionTarget>();
  const removal = useRemoveRate();

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={2}>Rates</Title>
        <Text size="sm" c="dimmed">
          A change is a new version from a date on. Invoices are priced with the versions in force on their date, so earlier invoices keep their rates.
        </Text>
      </Stack>
      <QueryState
        isPending={rates.isPending}
        error={rates.error}
        isEmpty={histories.size === 0}
        empty="There are no rates yet."
        onRetry={() => void rates.refetch()}
      >
        {rateGroups.map((group) => (
          <Stack key={group.title} component="section" aria-label={group.title} gap="xs">
            <Title order={3} size="h4">
              {group.title}
            </Title>
            <Text size="sm" c="dimmed">
              {group.description}
            </Text>
            <Accordion multiple variant="separated" radius="md" chevronPosition="left">
              {group.items.map((item) => (
                <RateItem
                  key={item.id}
                  item={item}
                  histories={histories}
                  today={today}
                  removingId={removal.pendingId}
                  onAdd={(part, inForce) => dialog.open({ part, name: partName(item, part), inForce })}
                  onRemove={(version, part) => void removal.remove(version, partName(item, part))}
                />
              ))}
            </Accordion>
          </Stack>
        ))}
      </QueryState>
      <RateVersionDialog target={dialog.target} opened={dialog.opened} onClose={dialog.close} />
    </Stack>
  );
};
