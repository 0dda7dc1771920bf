import { companyContact } from '../../../domain/company';

/** The company's contact block at the top of a printed invoice; the screen shows the app's own header instead. */
export const CompanyContact = () => (
  <address className="invoice-print-only" style={{ fontStyle: 'normal' }}>
    <strong style={{ fontSize: 20 }}>{companyContact.name}</strong>
    <br />
    {companyContact.phone} · {companyContact.email}
    <br />
    Miami: {companyContact.miamiAddress.join(', ')}
  </address>
);
