import type { UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';
import { formNumber } from '../../../../domain/order-form';
import { zShipmentData, type Shipment, type ShipmentData } from '../../../../domain/shipments';

/**
 * The form's variant of zShipmentData: the freight box hands over text while it holds what a number
 * does not show ('1250.50'), read here as the number it is. It parses to the body's data itself.
 */
export const zShipmentForm = zShipmentData.extend({ freight: formNumber(zShipmentData.shape.freight) });
export type ShipmentFormValues = z.input<typeof zShipmentForm>;
export type ShipmentForm = UseFormReturnType<ShipmentFormValues>;

/** A new shipment: nothing chosen, so the spec's required messages apply once a field is touched. */
export const newShipmentValues = (): ShipmentFormValues => ({
  carrier: '',
  arrival_date: null,
  manifest_key: '',
  freight: '',
  customs: '',
  notes: '',
  packages: [],
  boxes: [],
});

export const shipmentValues = (shipment: Shipment): ShipmentFormValues => ({
  carrier: shipment.carrier,
  arrival_date: shipment.arrival_date,
  manifest_key: shipment.manifest_key ?? '',
  freight: shipment.freight ?? '',
  customs: shipment.customs ?? '',
  notes: shipment.notes ?? '',
  packages: shipment.packages,
  boxes: shipment.boxes,
});

const blankToNull = (text: string | null | undefined) => (text ? text : null);

/** What the API takes: the parsed form, with empty optional fields sent as null, since PUT replaces them. */
export const shipmentData = (values: ShipmentFormValues): ShipmentData => {
  const data = zShipmentForm.parse(values);
  return {
    ...data,
    manifest_key: blankToNull(data.manifest_key),
    freight: data.freight ?? null,
    customs: blankToNull(data.customs),
    notes: blankToNull(data.notes),
  };
};
