import { useState } from 'react';
import { normalizeScannedCode } from '../../../../domain/barcode';
import type { UnshippedPackage } from '../../../../domain/shipments';
import { boxOf, newBoxProblem, selectionProblems, withBox, withoutBox, withoutPackage, withPackageInBox, withPackages, type Selection } from './selection';
import type { ShipmentForm } from './shipment-values';

const selectionError = /^(packages|boxes)(\.|$)/;

/**
 * The packages and boxes of the form, with what is known of each package (barcode, customer) for
 * showing it. Every change goes through the form's values, so the schema and the box rules judge
 * the same lists that are sent; the server's errors about them go, as their places may have moved.
 */
export const useShipmentSelection = (form: ShipmentForm, initialPackages: readonly UnshippedPackage[]) => {
  const [known, setKnown] = useState(() => new Map(initialPackages.map((pkg) => [pkg.id, pkg])));
  // Where scanned and picked packages go: a box by its place in the list, or none.
  const [intoBox, setIntoBox] = useState<number | null>(null);
  const current: Selection = { packages: form.values.packages, boxes: form.values.boxes ?? [] };
  // Changes read the form's latest lists: a scan's answer may arrive after other changes were made.
  const latest = (): Selection => {
    const values = form.getValues();
    return { packages: values.packages, boxes: values.boxes ?? [] };
  };

  const apply = (next: Selection) => {
    form.setValues(next);
    form.setErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([path]) => !selectionError.test(path))));
  };

  const add = (packages: readonly UnshippedPackage[]) => {
    setKnown((before) => new Map([...before, ...packages.map((pkg) => [pkg.id, pkg] as const)]));
    apply(withPackages(latest(), packages.map((pkg) => pkg.id), intoBox));
  };

  const problems = selectionProblems(current);

  const removeBox = (index: number) => {
    apply(withoutBox(latest(), index));
    if (intoBox === index) setIntoBox(null);
    else if (intoBox !== null && intoBox > index) setIntoBox(intoBox - 1);
  };

  return {
    packages: current.packages,
    boxes: current.boxes,
    known,
    intoBox,
    setIntoBox,
    /** Where the box rules of the domain are broken, by field path. */
    problems,
    /** The form's own errors with the box rules over them. */
    errors: { ...form.errors, ...problems },
    isSelected: (id: number) => current.packages.includes(id),
    /**
     * A package this form has seen by its barcode: in the shipment, or taken out of it since. On
     * edit, one taken out is still the shipment's on the server, so no search of waiting packages finds it.
     */
    knownByBarcode: (code: string) => [...known.values()].find((pkg) => normalizeScannedCode(pkg.barcode) === code),
    add,
    remove: (id: number) => apply(withoutPackage(latest(), id)),
    boxOf: (id: number) => boxOf(current.boxes, id),
    putInBox: (id: number, box: number | null) => apply(withPackageInBox(latest(), id, box)),
    newBoxProblem: (name: string) => newBoxProblem(current.boxes, name),
    addBox: (name: string) => apply(withBox(latest(), name)),
    removeBox,
  };
};

export type ShipmentSelection = ReturnType<typeof useShipmentSelection>;
