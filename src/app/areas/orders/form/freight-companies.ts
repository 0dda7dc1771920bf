import { freightCompanies } from '../../../../domain/orders';

type FreightCompany = (typeof freightCompanies)[number];

/** The freight companies as people write them; the order form and a customer's prealert offer the same list. */
export const freightCompanyLabels: Record<FreightCompany, string> = {
  ups: 'UPS',
  dhl: 'DHL',
  fedex: 'FedEx',
  usps: 'USPS',
  'laser freight': 'Laser Freight',
  'china post': 'China Post',
  amazon: 'Amazon',
};

export const freightCompanyOptions = freightCompanies.map((value) => ({ value, label: freightCompanyLabels[value] }));
