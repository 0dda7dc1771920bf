import { useSearchParams } from 'react-router-dom';
import { OrderForm } from './order-form';
import { newOrderValues } from './order-form-values';

/** /orders/create/new; a scanned carrier code arrives as ?tracking_number= and fills the courier's tracking number. */
export const OrderCreateScreen = () => {
  const [params] = useSearchParams();
  const tracking = params.get('tracking_number')?.trim() ?? '';
  return <OrderForm key={tracking} initialValues={newOrderValues(tracking)} />;
};
