import { zOrderFile, zOrderImages } from '../../../../src/domain/uploads';
import { zPrealert } from '../../../../src/domain/prealerts';
import { zRetailPage } from '../../../../src/domain/retail';
import { zPackageIn } from '../../../../src/domain/package-ins';
import type { Actor } from '../factories';
import { multipartBody, smallPdf, smallPng } from '../multipart';
import { createOrder } from '../orders-factory';
import type { TestApp } from '../test-app';

export type Person = Actor & { email: string };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let sequence = 0;
/** Tracking numbers no other record of the run carries. */
const uniqueDigits = () => `${process.pid}${String(++sequence).padStart(5, '0')}`;

/**
 * Ways to make records through the API, by the clerk (an admin who is no column of the matrix) or
 * by their owner: each call makes a new one, so a cell that deletes, pays or closes one leaves the
 * next cell's record as it was. Orders, packages and invoices are the owner's.
 */
export const recordMaker = (app: TestApp, clerk: Person, owner: Person) => {
  const call = async (method: Method, url: string, payload?: object | Buffer, headers: Record<string, string> = clerk.headers) => {
    const response = await app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
    if (response.statusCode >= 300) throw new Error(`Making a record: ${method} ${url} answered ${response.statusCode} ${response.body.slice(0, 200)}`);
    return response.json() as unknown;
  };
  const idOf = (answer: unknown) => (answer as { id: number }).id;
  const upload = async (url: string, field: string, file: { name: string; bytes: Buffer; type: string }, by: Person, fields: Record<string, string> = {}) => {
    const { payload, contentType } = await multipartBody(field, [file], fields);
    return call('POST', url, payload, { ...by.headers, 'content-type': contentType });
  };

  const placed = (customer = owner.id) => createOrder(app, { customer, createdBy: clerk.id });
  const order = async (customer = owner.id) => (await placed(customer)).order.id;
  const packageId = async () => (await placed()).packages[0]!.id;
  const invoice = async () => idOf(await call('POST', `/api/invoices?orderID=${await order()}`));
  const invoicedOrder = async () => {
    const id = await order();
    await call('POST', `/api/invoices?orderID=${id}`);
    return id;
  };
  /** Ready to approve: it has a type. */
  const typedInvoice = async (type: 'online' | 'cash' = 'online') => {
    const id = await invoice();
    await call('PUT', `/api/invoices/${id}`, { type });
    return id;
  };
  /** Approved and of a type the cart and the counter take. */
  const approvedInvoice = async (type: 'online' | 'cash' = 'online') => {
    const id = await typedInvoice(type);
    await call('POST', `/api/invoices/${id}/approve`);
    return id;
  };
  const inOwnersCart = async () => {
    const id = await approvedInvoice();
    await call('POST', `/api/users/${owner.id}/cart`, { invoice: id });
    return id;
  };
  /** A shipment holding one of the owner's packages. */
  const shipment = async () => {
    const parcel = await packageId();
    const id = idOf(await call('POST', '/api/shipments', { data: { carrier: 'Tropical Shipping', arrival_date: '2026-11-20', packages: [parcel] } }));
    return { id, parcel };
  };
  const c13Package = async () => {
    const id = await packageId();
    await call('POST', '/api/packages/c13', { id });
    return id;
  };
  /** A customer upload, which its customer may read (origin Customer). */
  const ownersFile = async () =>
    zOrderFile.parse(await upload(`/api/orders/${await order()}/uploads`, 'file', { name: 'invoice.pdf', bytes: smallPdf(), type: 'application/pdf' }, owner)).path;
  /** A staff upload (origin Manual), which only an admin removes. */
  const manualFile = async () => {
    const orderId = await order();
    const file = zOrderFile.parse(await upload(`/api/orders/${orderId}/uploads`, 'file', { name: 'invoice.pdf', bytes: smallPdf(), type: 'application/pdf' }, clerk));
    return { orderId, path: file.path };
  };
  const image = async (orderId?: number) =>
    zOrderImages.parse(await upload(`/api/orders/${orderId ?? (await order())}/images`, 'images', { name: 'box.png', bytes: smallPng(), type: 'image/png' }, clerk)).data[0]!;
  const prealert = async () => {
    const tracking = `TBA${uniqueDigits()}`;
    const fields = { tracking_number: tracking, courier: 'amazon', vendor: 'Amazon', description: 'Running shoes', value: '49.99' };
    const { payload, contentType } = await multipartBody('file', [], fields);
    return zPrealert.parse(await call('POST', `/api/users/${owner.id}/prealerts`, payload, { ...owner.headers, 'content-type': contentType })).id;
  };
  const heldPackage = async () => {
    const entry = zPackageIn.parse(await call('POST', '/api/package-ins', { packages: [{ tracking_number: `1Z${uniqueDigits()}` }] }));
    return { entry: entry.id, held: entry.packages[0]!.id };
  };
  /** The link the public list of orders for sale gives to an image of one of the owner's orders. */
  const retailImageUrl = async () => {
    const sold = await invoicedOrder();
    await call('POST', `/api/orders/${sold}/approve-for-sale`);
    await image(sold);
    const listed = zRetailPage.parse(await call('GET', '/api/orders/retail', undefined, {})).data.find((row) => row.order_id === sold);
    const link = listed?.images[0]?.url;
    if (!link) throw new Error(`Order ${sold} approved for sale is not listed with its image`);
    return link;
  };

  return { call, idOf, order, packageId, invoice, invoicedOrder, typedInvoice, approvedInvoice, inOwnersCart, shipment, c13Package, ownersFile, manualFile, image, prealert, heldPackage, retailImageUrl };
};

export type RecordMaker = ReturnType<typeof recordMaker>;
