import type { CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { companyContact } from '../../../domain/company';
import type { PackageLabel } from '../../../domain/packages';
import { packagesApi } from '../../api/packages';
import { LabelBarcode, LabelQrCode } from './package-label-codes';
import { labelLocationOf } from './package-label-contact';
import { labelCss } from './package-label-css';
import { methodLabel } from '../../components/display-format';

const LabelSheet = ({ label }: { label: PackageLabel }) => {
  const location = labelLocationOf(label.locationId);
  return (
    <article
      className="package-label"
      style={{ '--label-border': location.border } as CSSProperties}
      data-location={label.locationId}
      aria-label={`Shipping label for ${location.name}`}
    >
      <div className="label-top">
        <div>
          <h1>{companyContact.name}</h1>
          <div className="label-location">{location.address}</div>
        </div>
        <LabelQrCode value={label.barcode} />
      </div>
      <div className="label-barcode-box">
        <LabelBarcode value={label.barcode} />
      </div>
      <div className="label-middle">
        <div>
          <div className="label-package-no">
            Package {label.packageNo} of {label.totalPackages}
          </div>
          <dl className="label-facts">
            <dt>Weight</dt>
            <dd>{label.weight} lbs</dd>
            <dt>Length</dt>
            <dd>{label.length} cm</dd>
            <dt>Width</dt>
            <dd>{label.width} cm</dd>
            <dt>Height</dt>
            <dd>{label.height} cm</dd>
            <dt>Method</dt>
            <dd>{methodLabel(label.delivery)}</dd>
          </dl>
        </div>
        <div className="label-sect">
          <div className="label-sect-caption">SECT</div>
          <div className="label-sect-number">{label.sect}</div>
        </div>
      </div>
      <div>
        <div className="label-customer">
          {label.first_name} {label.last_name}
        </div>
        <div className="label-package-no">Dept # {label.userId}</div>
      </div>
      <address className="label-contact" style={{ fontStyle: 'normal' }}>
        <strong>{companyContact.name}</strong> · {companyContact.phone} · {companyContact.email}
        <br />
        Miami: {companyContact.miamiAddress.join(', ')}
      </address>
    </article>
  );
};

/**
 * Package label (/packages/:id/label), opened in its own tab and printed on a 4×6 in label
 * printer. A failed load shows nothing (portal spec §8): a half label must never be printed.
 */
export const PackageLabelScreen = () => {
  const id = Number(useParams().id);
  const label = useQuery({ queryKey: ['packages', id, 'label'], queryFn: () => packagesApi.label(id), enabled: Number.isInteger(id) && id > 0, retry: false });
  if (!label.data) return null;
  return (
    <main className="package-label-page">
      <style>{labelCss}</style>
      <LabelSheet label={label.data} />
      <button type="button" className="label-print-button label-no-print" onClick={() => window.print()}>
        Print
      </button>
    </main>
  );
};
