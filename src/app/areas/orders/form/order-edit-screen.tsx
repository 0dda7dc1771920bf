import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../../api/api-error';
import { ordersApi } from '../../../api/orders';
import { LoadError } from '../../../components/load-error';
import { NotFound } from '../../../components/not-found';
import { ScreenLoader } from '../../../components/screen-loader';
import { useOnline } from '../../../offline/hooks/use-online';
import { editOfflineMessage, OrderForm } from './order-form';
import { orderValues } from './values';

/** /orders/:id/edit: the form filled from the saved order; it needs a connection. */
export const OrderEditScreen = () => {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const online = useOnline();
  const order = useQuery({ queryKey: ['orders', id], queryFn: () => ordersApi.get(id), enabled: valid });
  // Editing stays online only: an edit queued offline could overwrite what others changed meanwhile.
  if (valid && !online && !order.data)
    return (
      <Alert color="gray" icon={<IconWifiOff size={20} />} title="Offline">
        {editOfflineMessage}
      </Alert>
    );
  if (!valid || (order.error instanceof ApiError && order.error.status === 404)) return <NotFound />;
  if (order.error) return <LoadError title="Could not load this order" error={order.error} onRetry={() => void order.refetch()} />;
  if (!order.data) return <ScreenLoader />;
  return <OrderForm key={order.data.id} order={order.data} initialValues={orderValues(order.data)} />;
};
