import { boxProblems, maxShipmentBoxes, shipmentMessages, type ShipmentBox } from '../../../../domain/shipments';

/** The shipment's packages and its boxes, as the form holds them; a box is named by its place in the list. */
export type Selection = { packages: number[]; boxes: ShipmentBox[] };

/** The box a package is in, or null. */
export const boxOf = (boxes: readonly ShipmentBox[], id: number) => {
  const index = boxes.findIndex((box) => box.packages.includes(id));
  return index < 0 ? null : index;
};

/** Adds the packages not in the shipment yet, in the order given, into `box` when one is named. */
export const withPackages = (selection: Selection, ids: readonly number[], box: number | null): Selection => {
  const fresh = [...new Set(ids)].filter((id) => !selection.packages.includes(id));
  return {
    packages: [...selection.packages, ...fresh],
    boxes: selection.boxes.map((each, index) => (index === box ? { ...each, packages: [...each.packages, ...fresh] } : each)),
  };
};

/** Takes a package out of the shipment, and so out of its box. */
export const withoutPackage = (selection: Selection, id: number): Selection => ({
  packages: selection.packages.filter((each) => each !== id),
  boxes: selection.boxes.map((box) => ({ ...box, packages: box.packages.filter((each) => each !== id) })),
});

/** Moves a package into another box, or into none; a package is in one box at most. */
export const withPackageInBox = (selection: Selection, id: number, box: number | null): Selection => ({
  packages: selection.packages,
  boxes: selection.boxes.map((each, index) => {
    const others = each.packages.filter((packageId) => packageId !== id);
    return { ...each, packages: index === box ? [...others, id] : others };
  }),
});

export const withBox = (selection: Selection, name: string): Selection => ({ ...selection, boxes: [...selection.boxes, { name: name.trim(), packages: [] }] });

/** Removes a box; its packages stay in the shipment, in no box. */
export const withoutBox = (selection: Selection, index: number): Selection => ({ ...selection, boxes: selection.boxes.filter((_, each) => each !== index) });

/** Why a new box cannot have this name, or null when it can. */
export const newBoxProblem = (boxes: readonly ShipmentBox[], name: string) => {
  const wanted = name.trim().toLowerCase();
  if (!wanted) return 'Box name is required';
  if (boxes.some((box) => box.name.trim().toLowerCase() === wanted)) return shipmentMessages.boxNameTwice;
  if (boxes.length >= maxShipmentBoxes) return `At most ${maxShipmentBoxes} boxes`;
  return null;
};

/** The box rules of the domain, keyed as the form's own errors are (without the body's `data.`). */
export const selectionProblems = (selection: Selection): Record<string, string> =>
  Object.fromEntries(Object.entries(boxProblems(selection)).map(([path, message]) => [path.replace(/^data\./, ''), message]));
