import { z } from 'zod';
import { companyContact } from './company';
import { requiredText } from './fields';

/** The keys of the settings table; each value is checked by its own schema here. */
export const settingKeys = { usAddress: 'us-address' } as const;

export const usAddressMessages = {
  streetRequired: 'Street is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  state: 'State must be a two-letter US state code, such as FL',
  zipRequired: 'ZIP code is required',
  zip: 'ZIP code must be 5 digits, or 5 and 4 (33122-1234)',
  phoneRequired: 'Phone is required',
  phone: 'Phone must have 7 to 15 digits, with only + ( ) - . or spaces between them',
} as const;

/**
 * The company's Miami warehouse, as a US store's shipping form asks for it: the street (address
 * line 1; each customer's Dept # goes on line 2), city, state, ZIP code and a phone the carrier
 * may call. The country is always the United States.
 */
export const zUsAddress = z
  .object({
    street: requiredText(usAddressMessages.streetRequired, 100),
    city: requiredText(usAddressMessages.cityRequired, 60),
    state: requiredText(usAddressMessages.stateRequired, 20).pipe(z.string().toUpperCase().regex(/^[A-Z]{2}$/, { error: usAddressMessages.state })),
    zip: requiredText(usAddressMessages.zipRequired, 10).pipe(z.string().regex(/^\d{5}(-\d{4})?$/, { error: usAddressMessages.zip })),
    phone: requiredText(usAddressMessages.phoneRequired, 30).pipe(z.string().regex(/^\+?(?:[ ().-]*\d){7,15}[ ().-]*$/, { error: usAddressMessages.phone })),
  })
  .meta({ id: 'UsAddress' });
export type UsAddress = z.output<typeof zUsAddress>;
export type UsAddressForm = z.input<typeof zUsAddress>;

/** 'Doral, FL 33122': the company block's second Miami line, read into its parts. */
const cityLine = /^(?<city>.+), (?<state>[A-Z]{2}) (?<zip>\d{5}(?:-\d{4})?)$/.exec(companyContact.miamiAddress[1])?.groups;

/** What customers see until an admin sets the address: the Miami address the company block prints. */
export const defaultUsAddress: UsAddress = {
  street: companyContact.miamiAddress[0],
  city: cityLine?.city ?? '',
  state: cityLine?.state ?? '',
  zip: cityLine?.zip ?? '',
  phone: companyContact.phone,
};
