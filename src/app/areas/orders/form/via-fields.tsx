import { Group, Radio, Select, SimpleGrid, TextInput } from '@mantine/core';
import { warehouseVias, type WarehouseVia } from '../../../../domain/orders';
import { useCachedPickups } from '../reference/order-reference';
import { freightCompanyOptions } from './freight-companies';
import { switchVia, type OrderForm } from './values';

const viaLabels: Record<WarehouseVia, string> = { individual: 'Individual', courier: 'Courier', 'pick-up': 'Pick-up' };

const PickupSelect = ({ form, pickups }: { form: OrderForm; pickups: ReturnType<typeof useCachedPickups> }) => {
  const options = (pickups.data?.data ?? []).map((pickup) => ({ value: pickup.id, label: `${pickup.name} · ${pickup.address}` }));
  return (
    <Select<number>
      label="US pickup"
      searchable
      clearable
      size="md"
      placeholder={pickups.isLoading ? 'Loading pickups…' : 'Type to search'}
      nothingFoundMessage={pickups.error && !pickups.data ? 'Could not load the pickups' : 'No pickup matches'}
      data={options}
      {...form.getInputProps('pickup_order')}
    />
  );
};

/** How the goods entered the warehouse, and the details of that way only (portal spec §2). */
export const ViaFields = ({ form }: { form: OrderForm }) => {
  const via = form.values.warehouse_via;
  // Loaded whichever way is chosen, so the list is on the device before a pick-up order is recorded offline.
  const pickups = useCachedPickups();
  return (
    <>
      <Radio.Group
        size="md"
        label="Entered warehouse via"
        withAsterisk
        value={via}
        onChange={(value) => {
          const chosen = warehouseVias.find((candidate) => candidate === value);
          if (chosen) switchVia(form, chosen);
        }}
        error={form.errors.warehouse_via}
      >
        <Group gap="lg" mt={6}>
          {warehouseVias.map((value) => (
            <Radio key={value} size="md" value={value} label={viaLabels[value]} />
          ))}
        </Group>
      </Radio.Group>
      {via === 'individual' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput size="md" label="First name" autoComplete="off" {...form.getInputProps('drop_fname')} />
          <TextInput size="md" label="Last name" autoComplete="off" {...form.getInputProps('drop_lname')} />
          <TextInput size="md" label="Phone" type="tel" autoComplete="off" {...form.getInputProps('drop_phone')} />
          <TextInput size="md" label="Email" type="email" autoComplete="off" {...form.getInputProps('drop_email')} />
        </SimpleGrid>
      )}
      {via === 'courier' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select size="md" label="Freight company" clearable data={freightCompanyOptions} {...form.getInputProps('freight_company')} />
          <TextInput size="md" label="Tracking number" autoComplete="off" {...form.getInputProps('tracking_number')} />
        </SimpleGrid>
      )}
      {via === 'pick-up' && <PickupSelect form={form} pickups={pickups} />}
    </>
  );
};
