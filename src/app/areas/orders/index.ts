export { OrdersScreen } from './list/orders-screen';
export { OrderCreateScreen } from './form/order-create-screen';
export { OrderEditScreen } from './form/order-edit-screen';
export { OrderDetailScreen } from './detail/order-detail-screen';
