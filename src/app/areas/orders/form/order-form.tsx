import { Alert, Button, Fieldset, Group, Paper, Radio, Select, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconPlus, IconWifiOff } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { zOrderForm, type OrderFormValues } from '../../../../domain/order-form';
import { orderMessages, type Order } from '../../../../domain/orders';
import { allowedMethodsFrom, shippingMethodLabels, shippingMethods } from '../../../../domain/shipping-methods';
import { blockedReason, type PlaceOf } from '../../../components/blocked-reason';
import { useSchemaForm } from '../../../components/schema-form';
import { SubmitButton } from '../../../components/submit-button';
import { useOnline } from '../../../offline/hooks/use-online';
import { useSession } from '../../../session/use-session';
import { customerLabel } from '../reference/customer-label';
import { CustomerSelect } from './customer-select';
import { PackageFields } from './package-fields';
import { useOrderSubmit, type RetryTarget } from './use-order-submit';
import { useTaxOptions } from './use-tax-options';
import { blankPackage, errorsUnder, hasLowUnitPrice } from './values';
import { ViaFields } from './via-fields';

type Props = {
  order?: Order;
  initialValues: OrderFormValues;
  /** A queued order the server refused, reopened to correct and send again. */
  retry?: RetryTarget;
  /** A new order was saved on this device instead of on the server. */
  onQueued?: (localRef: string) => void;
};

export const editOfflineMessage =
  'Editing an order needs a connection: changes to an order are not saved on this device. Try again when you are back online.';

/** Where a refused field is, in the form's words: 'package 1, item 2'. */
const orderFormPlace: PlaceOf = (path) => {
  if (path[0] !== 'packages' || typeof path[1] !== 'number') return '';
  const item = path[2] === 'items' && typeof path[3] === 'number' ? `, item ${path[3] + 1}` : '';
  return `package ${path[1] + 1}${item}`;
};

/**
 * The order create and edit form (portal spec §2). Editing keeps the customer; a non-special user
 * may only keep or raise the shipping method; a paid invoice freezes everything.
 */
export const OrderForm = ({ order, initialValues, retry, onQueued }: Props) => {
  const user = useSession()?.user;
  const navigate = useNavigate();
  const online = useOnline();
  const form = useSchemaForm(zOrderForm, initialValues);
  const taxes = useTaxOptions();
  const frozen = order?.invoice_paid ?? false;
  const editOffline = order !== undefined && !online;
  const { submit, pending } = useOrderSubmit(form, { order, retry, onQueued });
  const savedMethod = shippingMethods.find((method) => method === order?.delivery);
  const methods = savedMethod && !user?.special ? allowedMethodsFrom(savedMethod) : shippingMethods;
  const packages = form.values.packages;

  return (
    <Stack gap="md" maw={1200}>
      <Title order={2}>{order ? `Editing Order #${order.id}` : retry ? `Retry Order ${retry.localRef}` : 'Create New Order'}</Title>
      {editOffline && (
        <Alert color="gray" icon={<IconWifiOff size={20} />} title="Offline">
          {editOfflineMessage}
        </Alert>
      )}
      {frozen && (
        <Alert color="yellow" icon={<IconLock size={20} />} title="Invoice paid">
          {orderMessages.paidFrozen}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Fieldset disabled={frozen} variant="unstyled" p={0} m={0}>
          <Stack gap="md">
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  {order ? (
                    <TextInput size="md" label="Customer" value={customerLabel(order.user)} disabled readOnly />
                  ) : (
                    <CustomerSelect form={form} />
                  )}
                  <Select
                    size="md"
                    label="Shipping method"
                    withAsterisk
                    allowDeselect={false}
                    data={methods.map((value) => ({ value, label: shippingMethodLabels[value] }))}
                    {...form.getInputProps('shipping_method')}
                  />
                  <TextInput size="md" label="Vendor" withAsterisk {...form.getInputProps('vendor')} />
                  <Radio.Group
                    size="md"
                    label="Invoice attached"
                    withAsterisk
                    value={String(form.values.invoice_in_box)}
                    onChange={(value) => form.setFieldValue('invoice_in_box', value === '1' ? 1 : 0)}
                    error={form.errors.invoice_in_box}
                  >
                    <Group gap="lg" mt={6}>
                      <Radio size="md" value="1" label="Yes" />
                      <Radio size="md" value="0" label="No" />
                    </Group>
                  </Radio.Group>
                </SimpleGrid>
                <ViaFields form={form} />
              </Stack>
            </Paper>
            <Title order={3} size="h4">
              Packages
            </Title>
            {packages.map((values, index) => (
              <PackageFields
                key={index}
                form={form}
                index={index}
                canRemove={packages.length > 1}
                taxes={taxes}
                values={values}
                errors={errorsUnder(form.errors, `packages.${index}.`)}
              />
            ))}
            <Group>
              <Button variant="light" mih={44} leftSection={<IconPlus size={18} />} onClick={() => form.insertListItem('packages', blankPackage())}>
                Add package
              </Button>
            </Group>
            <Textarea size="md" label="Comments" rows={3} {...form.getInputProps('comments')} />
            {hasLowUnitPrice(form.values) && (
              <Alert color="orange" icon={<IconAlertTriangle size={20} />}>
                {orderMessages.lowUnitPrice}
              </Alert>
            )}
          </Stack>
        </Fieldset>
        <Group justify="flex-end" align="flex-start" gap="sm" mt="md">
          <Button variant="default" mih={44} onClick={() => void navigate(order ? `/orders/${order.id}` : '/orders')}>
            Cancel
          </Button>
          <SubmitButton mih={44} loading={pending} reason={frozen ? 'The invoice is paid: the order can no longer change.' : editOffline ? 'Saving changes needs a connection.' : blockedReason(zOrderForm, form.values, orderFormPlace)}>
            {order ? 'Save Changes' : retry ? 'Save and Retry' : 'Create Order'}
          </SubmitButton>
        </Group>
      </form>
    </Stack>
  );
};
