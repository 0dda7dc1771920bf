export { ShipmentDetailScreen } from './detail/shipment-detail-screen';
export { ShipmentCreateScreen } from './form/shipment-create-screen';
export { ShipmentEditScreen } from './form/shipment-edit-screen';
export { ShipmentsScreen } from './list/shipments-screen';
export { ShipmentManifestScreen } from './manifest/shipment-manifest-screen';
