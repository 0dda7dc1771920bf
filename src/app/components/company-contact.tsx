import { companyContact } from '../../domain/company';

/**
 * The company's contact block, heading a printed invoice and a CC payment receipt, so the customer
 * knows whom to pay and call. The invoice passes a class that shows it on paper only.
 */
export const CompanyContact = ({ className }: { className?: string }) => (
  <address className={className} style={{ fontStyle: 'normal' }}>
    <strong style={{ fontSize: 20 }}>{companyContact.name}</strong>
    <br />
    {companyContact.phone} · {companyContact.email}
    <br />
    Miami: {companyContact.miamiAddress.join(', ')}
  </address>
);
