import { ShipmentForm } from './shipment-form';
import { newShipmentValues } from './shipment-values';

const noPackages = [] as const;

/** /shipments/create/new: the shipment form, empty. */
export const ShipmentCreateScreen = () => <ShipmentForm initialValues={newShipmentValues()} initialPackages={noPackages} />;
