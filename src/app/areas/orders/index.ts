export { OrdersScreen } from './orders-screen';
export { OrderCreateScreen } from './order-create-screen';
export { OrderEditScreen } from './order-edit-screen';
export { OrderDetailScreen } from './order-detail-screen';
