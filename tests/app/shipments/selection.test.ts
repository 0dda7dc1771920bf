import { describe, expect, it } from 'vitest';
import { newBoxProblem, selectionProblems, withBox, withoutBox, withoutPackage, withPackageInBox, withPackages } from '../../../src/app/areas/shipments/form/selection';
import { shipmentMessages } from '../../../src/domain/shipments';

const start = { packages: [1, 2], boxes: [{ name: 'A', packages: [1] }, { name: 'B', packages: [] }] };

describe('the shipment form selection', () => {
  it('adds only packages not in the shipment yet, into the box named', () => {
    expect(withPackages(start, [2, 3, 3, 4], 1)).toEqual({ packages: [1, 2, 3, 4], boxes: [{ name: 'A', packages: [1] }, { name: 'B', packages: [3, 4] }] });
    expect(withPackages(start, [3], null).boxes).toEqual(start.boxes);
  });

  it('moves a package between boxes, keeping it in one at most, and out of every box when it leaves', () => {
    expect(withPackageInBox(start, 1, 1).boxes).toEqual([{ name: 'A', packages: [] }, { name: 'B', packages: [1] }]);
    expect(withPackageInBox(start, 1, null).boxes).toEqual([{ name: 'A', packages: [] }, { name: 'B', packages: [] }]);
    expect(withoutPackage(start, 1)).toEqual({ packages: [2], boxes: [{ name: 'A', packages: [] }, { name: 'B', packages: [] }] });
  });

  it('names boxes once, ignoring case, and removing one keeps its packages in the shipment', () => {
    expect(newBoxProblem(start.boxes, ' a ')).toBe(shipmentMessages.boxNameTwice);
    expect(newBoxProblem(start.boxes, '  ')).toBe('Box name is required');
    expect(newBoxProblem(start.boxes, 'C')).toBeNull();
    expect(withBox(start, ' C ').boxes.at(-1)).toEqual({ name: 'C', packages: [] });
    expect(withoutBox(start, 0)).toEqual({ packages: [1, 2], boxes: [{ name: 'B', packages: [] }] });
  });

  it("reports the domain's box rules at the form's own paths", () => {
    expect(selectionProblems({ packages: [1], boxes: [{ name: 'A', packages: [1, 9] }, { name: 'a', packages: [1] }] })).toEqual({
      'boxes.0.packages.1': shipmentMessages.boxPackageOutside,
      'boxes.1.name': shipmentMessages.boxNameTwice,
      'boxes.1.packages.0': shipmentMessages.boxPackageTwice,
    });
  });
});
