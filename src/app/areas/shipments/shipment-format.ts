import type { ShipmentRow } from '../../../domain/shipments';

export const packagesText = (count: number) => (count === 1 ? '1 package' : `${count.toLocaleString('en-US')} packages`);

export const weightText = (pounds: number) => `${pounds.toLocaleString('en-US')} lb`;

/** A manifest key, or a word for none, never an empty cell. */
export const manifestText = (shipment: Pick<ShipmentRow, 'manifest_key'>) => shipment.manifest_key || 'No manifest';
