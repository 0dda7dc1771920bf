import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nonAdmins } from '../../helpers/server/access-cases';
import { createUser, signedIn } from '../../helpers/server/factories';
import { createOrder } from '../../helpers/server/orders-factory';
import { smallPng } from '../../helpers/server/multipart';
import { invoices, items, orders, packages } from '../../../src/server/db/schema';
import { createFileLinks } from '../../../src/server/http/file-links';
import { listRetail, newCategory, orderForSale, retailPage, uploadImages, useRetailApp } from './retail-fixtures';

const ctx = useRetailApp();

const owner = () => createUser(ctx.app, { type: 'personal', firstName: 'Olive', lastName: 'Owner', email: `olive.${Date.now()}.${Math.random()}@example.test` });

describe('GET /api/orders/retail', () => {
  it("answers a guest with the orders for sale: invoice number and total, the goods, no word of whose they were", async () => {
    const category = await newCategory(ctx, 'Kitchenware');
    const olive = await owner();
    const sale = await orderForSale(ctx, {
      owner: olive.id,
      category,
      valueCents: 8_050,
      items: [
        { description: 'Stand mixer', quantity: 1, unitPriceCents: 19_999 },
        { description: 'Mixing bowls', quantity: 3, unitPriceCents: 1_250 },
      ],
    });
    const response = await listRetail(ctx, { category });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          order_id: sale.orderId,
          pseudo_id: sale.pseudoId,
          invoice_id: sale.invoiceId,
          invoice_total: 80.5,
          items: [
            { description: 'Stand mixer', quantity: 1, category: 'Kitchenware', unit_price: 199.99 },
            { description: 'Mixing bowls', quantity: 3, category: 'Kitchenware', unit_price: 12.5 },
          ],
          images: [],
        },
      ],
      meta: { current_page: 1, last_page: 1, total: 1 },
      taxes: expect.arrayContaining([{ id: category, description: 'Kitchenware' }]),
    });
    for (const secret of ['Olive', 'Owner', 'olive.']) expect(JSON.stringify(response.json().data), secret).not.toContain(secret);
  });

  it('lists only orders approved for sale, live, unsold and invoiced but unpaid (unapproved and untyped invoices too)', async () => {
    const category = await newCategory(ctx);
    const olive = await owner();
    const approved = await orderForSale(ctx, { owner: olive.id, category });
    const unapproved = await orderForSale(ctx, { owner: olive.id, category, status: 'unpaid', type: null });
    const notForSale = await orderForSale(ctx, { owner: olive.id, category, approve: false });
    const deleted = await orderForSale(ctx, { owner: olive.id, category });
    await ctx.db.update(orders).set({ deletedAt: new Date(), deletedBy: ctx.admin.id }).where(eq(orders.id, deleted.orderId));
    const paid = await orderForSale(ctx, { owner: olive.id, category });
    await ctx.db.update(invoices).set({ status: 'paid', paidOn: new Date(), paymentType: 'cash' }).where(eq(invoices.id, paid.invoiceId));
    const sold = await orderForSale(ctx, { owner: olive.id, category });
    await ctx.db.update(orders).set({ soldAt: new Date(), soldFrom: olive.id, userId: ctx.admin.id }).where(eq(orders.id, sold.orderId));
    // An order for sale without an invoice has no total to ask: not listed.
    const { order: uninvoiced } = await createOrder(ctx.app, { customer: olive.id });
    await ctx.db.update(orders).set({ forSaleAt: new Date(), forSaleBy: ctx.admin.id }).where(eq(orders.id, uninvoiced.id));

    const page = await retailPage(ctx, { category });
    expect(page.data.map((row) => row.order_id)).toEqual([unapproved.orderId, approved.orderId]);
    expect(page.meta.total).toBe(2);
    // Not even without the category: the filter is not what keeps them out.
    const all = (await retailPage(ctx)).data.map((row) => row.order_id);
    for (const left of [notForSale.orderId, deleted.orderId, paid.orderId, sold.orderId, uninvoiced.id]) expect(all).not.toContain(left);
  });

  it('pages 12 at a time, newest approval first, and says which page is the last; a page past the end is empty', async () => {
    const category = await newCategory(ctx);
    const olive = await owner();
    const made = [];
    for (let i = 0; i < 13; i++) made.push(await orderForSale(ctx, { owner: olive.id, category, valueCents: 1000 + i }));
    const newestFirst = made.map((sale) => sale.orderId).reverse();

    const first = await retailPage(ctx, { category });
    expect(first.data.map((row) => row.order_id)).toEqual(newestFirst.slice(0, 12));
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, total: 13 });
    const second = await retailPage(ctx, { category, page: 2 });
    expect(second.data.map((row) => row.order_id)).toEqual(newestFirst.slice(12));
    expect(second.data[0]!.invoice_total).toBe(10);
    expect(second.meta).toEqual({ current_page: 2, last_page: 2, total: 13 });
    expect(await retailPage(ctx, { category, page: 3 })).toMatchObject({ data: [], meta: { current_page: 3, last_page: 2, total: 13 } });
  });

  it('filters by tax category (an item of it is enough), lists the categories of every order for sale A to Z (and the one asked for), and all with a blank category', async () => {
    const tools = await newCategory(ctx, 'Aa tools');
    const toys = await newCategory(ctx, 'Aa toys');
    const unsold = await newCategory(ctx, 'Aa nothing for sale');
    const olive = await owner();
    const toolBox = await orderForSale(ctx, { owner: olive.id, category: tools });
    const mixed = await orderForSale(ctx, { owner: olive.id, category: toys, items: [{ description: 'Kite' }, { description: 'Hammer' }] });
    // The hammer of the mixed box is a tool.
    const mixedBox = ctx.db.select({ id: packages.id }).from(packages).where(eq(packages.orderId, mixed.orderId));
    await ctx.db.update(items).set({ taxId: tools }).where(and(eq(items.description, 'Hammer'), inArray(items.packageId, mixedBox)));

    expect((await retailPage(ctx, { category: tools })).data.map((row) => row.order_id)).toEqual([mixed.orderId, toolBox.orderId]);
    expect((await retailPage(ctx, { category: toys })).data.map((row) => row.order_id)).toEqual([mixed.orderId]);
    const all = await retailPage(ctx, { category: '' });
    expect(all.data.map((row) => row.order_id).slice(0, 2)).toEqual([mixed.orderId, toolBox.orderId]);
    expect(all.taxes.slice(0, 2)).toEqual([
      { id: tools, description: 'Aa tools' },
      { id: toys, description: 'Aa toys' },
    ]);
    expect(all.taxes.map((tax) => tax.id)).not.toContain(unsold);
    // Asked for, a category with nothing for sale is named, so the filter can show what it holds.
    const none = await retailPage(ctx, { category: unsold });
    expect(none).toMatchObject({ data: [], meta: { current_page: 1, last_page: 1, total: 0 } });
    expect(none.taxes).toContainEqual({ id: unsold, description: 'Aa nothing for sale' });
  });

  it('answers every account type as it answers a guest', async () => {
    const category = await newCategory(ctx);
    await orderForSale(ctx, { owner: (await owner()).id, category });
    const guest = (await listRetail(ctx, { category })).json();
    for (const type of [...nonAdmins, 'admin'] as const) {
      const response = await listRetail(ctx, { category }, (await signedIn(ctx.app, { type })).headers);
      expect(response.statusCode, type).toBe(200);
      expect(response.json(), type).toEqual(guest);
    }
  });

  it.each([
    ['page 0', { page: '0' }, 'page', 'Page must be at least 1'],
    ['page of letters', { page: 'two' }, 'page', 'Page must be a number'],
    ['category of letters', { category: 'toys' }, 'category', 'Category must be a tax category id'],
    ['category 0', { category: '0' }, 'category', 'Category must be a tax category id'],
    ['category 0x10', { category: '0x10' }, 'category', 'Category must be a tax category id'],
  ])('refuses a %s with 400 naming the field', async (_label, query, field, message) => {
    const response = await listRetail(ctx, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { [field]: message } } });
  });
});

describe('the images of an order for sale', () => {
  it('are links a guest opens, to that image only, for an hour', async () => {
    const category = await newCategory(ctx);
    const sale = await orderForSale(ctx, { owner: (await owner()).id, category });
    const uploaded = await uploadImages(ctx, sale.orderId, ['front.png', 'back.png']);
    const [row] = (await retailPage(ctx, { category })).data;
    expect(row!.images).toEqual(
      uploaded.map((image) => ({ url: expect.stringMatching(new RegExp(`^/api/orders/retail/images/${image.id}\\?user=${image.id}&expires=\\d+&signature=[A-Za-z0-9_-]{43}$`)), file_name: image.file_name })),
    );
    const [front, back] = row!.images;
    const opened = await ctx.app.inject({ method: 'GET', url: front!.url });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/png');
    expect(opened.rawPayload).toEqual(smallPng());

    // The signature names its image: not another one's, and not once altered.
    const otherImage = front!.url.replace(`/images/${uploaded[0]!.id}?`, `/images/${uploaded[1]!.id}?`);
    expect((await ctx.app.inject({ method: 'GET', url: otherImage })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: front!.url.replace(/signature=./, 'signature=A') })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: front!.url.split('?')[0]! })).statusCode).toBe(404);
    // The stored file stays behind GET /files for a guest.
    expect((await ctx.app.inject({ method: 'GET', url: uploaded[0]!.url.split('?')[0]! })).statusCode).toBe(401);

    // A genuine link, signed with the app's key for this image, but an hour and a minute ago: expired.
    const signedBefore = createFileLinks(ctx.app.deps.config.jwtSecret, () => Date.now() - 61 * 60 * 1000);
    const expired = signedBefore.sign(back!.url.split('?')[0]!, uploaded[1]!.id);
    expect((await ctx.app.inject({ method: 'GET', url: expired })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: back!.url })).statusCode).toBe(200);
  });

  it('close once the order is sold, paid or deleted', async () => {
    const category = await newCategory(ctx);
    const olive = await owner();
    for (const ending of ['sold', 'paid', 'deleted'] as const) {
      const sale = await orderForSale(ctx, { owner: olive.id, category });
      await uploadImages(ctx, sale.orderId, ['photo.png']);
      const url = (await retailPage(ctx, { category })).data.find((row) => row.order_id === sale.orderId)!.images[0]!.url;
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, ending).toBe(200);
      if (ending === 'sold') await ctx.db.update(orders).set({ soldAt: new Date(), soldFrom: olive.id, userId: ctx.admin.id }).where(eq(orders.id, sale.orderId));
      if (ending === 'paid') await ctx.db.update(invoices).set({ status: 'paid', paidOn: new Date(), paymentType: 'cash' }).where(eq(invoices.id, sale.invoiceId));
      if (ending === 'deleted') await ctx.db.update(orders).set({ deletedAt: new Date(), deletedBy: ctx.admin.id }).where(eq(orders.id, sale.orderId));
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, ending).toBe(404);
    }
  });
});
