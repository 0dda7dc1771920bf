import type { LevyKind } from '../../../domain/taxes';

type TariffCategory = {
  description: string;
  tariffCode: string;
  /** Duty in basis points (35% = 3500). */
  dutyBp: number;
  /** Basis points for a percentage levy, cents for an amount per unit. */
  levyValue: number;
  levyKind: LevyKind;
  zeroRated: boolean;
};

const category = (description: string, tariffCode: string, dutyPercent: number, extra: Partial<TariffCategory> = {}): TariffCategory => ({
  description,
  tariffCode,
  dutyBp: dutyPercent * 100,
  levyValue: 0,
  levyKind: 'percent',
  zeroRated: false,
  ...extra,
});

/** The environmental levy on appliances and tyres is a fixed amount per unit, not a share of value. */
const environmentalLevy = (cents: number): Partial<TariffCategory> => ({ levyValue: cents, levyKind: 'per_unit' });

/**
 * A starting Duty & Tariffs list for a Nassau forwarder: the categories customers ship most, under
 * Bahamas tariff headings. Admins keep it current from the Duty & Tariffs screen; these rows are
 * seeded only into an empty table and never overwrite an admin's edits.
 */
export const tariffCategories: readonly TariffCategory[] = [
  category('Clothing and apparel', '6204.6200', 25),
  category('Children’s clothing', '6209.2000', 25),
  category('Footwear', '6403.9900', 25),
  category('Handbags, luggage and wallets', '4202.2100', 0),
  category('Televisions', '8528.7200', 35, environmentalLevy(500)),
  category('Refrigerators and freezers', '8418.1000', 35, environmentalLevy(500)),
  category('Washing machines and dryers', '8450.1100', 35, environmentalLevy(500)),
  category('Electronics – audio and speakers', '8518.2200', 35),
  category('Video game consoles and games', '9504.5000', 35),
  category('Mobile phones', '8517.1300', 10),
  category('Computers, laptops and tablets', '8471.3000', 0),
  category('Computer parts and accessories', '8473.3000', 0),
  category('Printers and ink', '8443.3200', 5),
  category('Cameras', '8525.8900', 0),
  category('Auto parts', '8708.9900', 35),
  category('Tyres', '4011.1000', 35, environmentalLevy(500)),
  category('Cosmetics and skin care', '3304.9900', 25),
  category('Perfume and toilet water', '3303.0000', 0),
  category('Jewellery', '7113.1900', 0),
  category('Watches', '9102.1100', 0),
  category('Furniture', '9403.6000', 35),
  category('Bedding and linens', '6302.3100', 25),
  category('Kitchenware and household goods', '7323.9300', 25),
  category('Food – packaged groceries', '2106.9000', 20),
  category('Food – rice, flour and cooking oil', '1006.3000', 0, { zeroRated: true }),
  category('Food – baby formula', '1901.1000', 0, { zeroRated: true }),
  category('Food – fresh fruit and vegetables', '0709.9900', 5, { zeroRated: true }),
  category('Vitamins and supplements', '2106.9010', 10),
  category('Prescription medicines', '3004.9000', 0, { zeroRated: true }),
  category('Toys', '9503.0000', 25),
  category('Sporting goods', '9506.9900', 25),
  category('Books', '4901.9900', 0),
];
