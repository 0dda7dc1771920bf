import pg from 'pg';
import { customerOrdersPageSize } from '../../src/server/areas/orders/list-service';
import { prealertsPageSize } from '../../src/domain/prealerts';
import { retailPageSize } from '../../src/domain/retail';

/** The portal bench: orders approved for sale, prealerts in all (and still open), spread over the history. */
export const portalScale = { forSale: 200, prealerts: 20_000, open: 2_000 } as const;

export type PortalSeed = {
  forSale: {
    /** Orders on the list (approved, live, not sold, invoice not paid): what `meta.total` must say. */
    total: number;
    /** The first page's order ids, newest approval first. */
    firstPage: number[];
    /** The tax categories of the goods of every order on the list: the filter's choices. */
    categoryIds: number[];
    /** The category held by the most orders on the list, with its count and first page. */
    category: { id: number; description: string; total: number; firstPage: number[] };
  };
  prealerts: {
    total: number;
    open: number;
    /** The first page of the open ones, newest first. */
    firstPage: number[];
    /** One open prealert, for the exact tracking-number lookup. */
    sample: { id: number; trackingNumber: string };
  };
  /** The customer with the most live orders, and what page 1 of their history must hold. */
  history: {
    customerId: number;
    orders: number;
    /** Page 1 (10, newest first): each order's id, its package count and its tracking steps (repeat scans left out). */
    firstPage: { orderId: number; packages: number; trackings: number }[];
  };
  ms: number;
};

/**
 * `$1` rows out of the candidates numbered `k` (1…`of`), evenly apart: a row is taken where the
 * integer part of k × $1 / of steps up, so exactly min($1, of) rows, the first near the start of
 * the history and the last at its end.
 */
const evenly = `(k * $1) / of <> ((k - 1) * $1) / of`;

/**
 * Orders for sale and prealerts in one transaction, then what the checks compare with (readBack):
 * - `portalScale.forSale` orders whose invoice is not paid (and not in anyone's cart, which the
 *   checkout load pays), taken evenly over the invoiced history, approved for sale by the admin on
 *   days spread over the last 200;
 * - `portalScale.prealerts` prealerts: all but `portalScale.open` received by a courier order
 *   (taken evenly over the history: the order's customer, tracking number and courier, filed three
 *   days before the order and received when it was made), and the open ones filed by customers
 *   over the last 30 days under numbers of their own; numbers are stored in capitals without
 *   spaces, as the filing endpoint stores them.
 */
export const seedPortal = async (url: string, adminId: number): Promise<PortalSeed> => {
  const start = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `update orders o set for_sale_at = now() - chosen.n * interval '1 day' - (chosen.n % 24) * interval '1 hour', for_sale_by = $2
         from (select id, row_number() over (order by id) - 1 as n
                 from (select o.id, row_number() over (order by o.id) as k, count(*) over () as of
                         from orders o join invoices i on i.order_id = o.id
                        where i.status <> 'paid' and o.deleted_at is null and o.sold_at is null and o.for_sale_at is null
                          and not exists (select 1 from cart_items c where c.invoice_id = i.id)) candidates
                where ${evenly}) chosen
        where o.id = chosen.id`,
      [portalScale.forSale, adminId],
    );
    const received = portalScale.prealerts - portalScale.open;
    await client.query(
      `insert into prealerts (user_id, tracking_number, courier, vendor, description, value_cents, order_id, received_at, created_at, updated_at)
       select user_id, upper(replace(tracking_number, ' ', '')), freight_company, vendor, 'Parcel for order ' || id, 1000 + (id * 37) % 50000,
              id, created_at, created_at - interval '3 days', created_at
         from (select o.*, row_number() over (order by o.id) as k, count(*) over () as of
                 from orders o where o.deleted_at is null and o.tracking_number is not null) courier
        where ${evenly}`,
      [received],
    );
    await client.query(
      `insert into prealerts (user_id, tracking_number, courier, vendor, description, value_cents, created_at, updated_at)
       select c.ids[1 + (n * 7919) % cardinality(c.ids)], 'BP' || lpad((n * 7919)::text, 12, '0'), (array['ups','dhl','fedex','usps','amazon',null])[1 + n % 6],
              'Amazon', 'Bench parcel ' || n, 500 * n % 40000, now() - n * interval '1296 seconds', now() - n * interval '1296 seconds'
         from generate_series(1, $1) n,
              (select array_agg(id order by id) as ids from users where account_type in ('personal', 'business')) c`,
      [portalScale.open],
    );
    await client.query('commit');
    // As autovacuum would have it: statistics, and the visibility map the index-only counts read.
    await client.query('vacuum (analyze) orders, prealerts');
    return { ...(await readBack(client)), ms: performance.now() - start };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
};

const onSale = `o.for_sale_at is not null and o.deleted_at is null and o.sold_at is null
  and exists (select 1 from invoices i where i.order_id = o.id and i.status <> 'paid')`;

const holds = (taxId: string) => `exists (select 1 from packages p join items t on t.package_id = p.id where p.order_id = o.id and t.tax_id = ${taxId})`;

/** What the endpoints must answer, read straight from the tables with queries of the bench's own. */
const readBack = async (client: pg.Client): Promise<Omit<PortalSeed, 'ms'>> => {
  const ids = async (sql: string, params: unknown[] = []) => (await client.query<{ id: number }>(sql, params)).rows.map((row) => row.id);
  const forSaleTotal = (await client.query<{ n: number }>(`select count(*)::int as n from orders o where ${onSale}`)).rows[0]!.n;
  const forSaleFirst = await ids(`select o.id from orders o where ${onSale} order by o.for_sale_at desc, o.id desc limit ${retailPageSize}`);
  const categoryIds = await ids(
    `select distinct t.tax_id as id from orders o join packages p on p.order_id = o.id join items t on t.package_id = p.id where ${onSale} order by 1`,
  );
  const { rows: categories } = await client.query<{ id: number; description: string; n: number }>(
    `select x.id, x.description, (select count(*)::int from orders o where ${onSale} and ${holds('x.id')}) as n
       from taxes x where x.id = any($1::int[]) order by n desc, x.id limit 1`,
    [categoryIds],
  );
  const category = categories[0];
  if (!category || forSaleTotal === 0) throw new Error('no order for sale seeded');
  const categoryFirst = await ids(`select o.id from orders o where ${onSale} and ${holds('$1')} order by o.for_sale_at desc, o.id desc limit ${retailPageSize}`, [category.id]);

  const { rows: counts } = await client.query<{ total: number; open: number }>(
    `select count(*)::int as total, (count(*) filter (where order_id is null))::int as open from prealerts`,
  );
  const openFirst = await ids(`select id from prealerts where order_id is null order by created_at desc, id desc limit ${prealertsPageSize}`);
  const { rows: samples } = await client.query<{ id: number; trackingNumber: string }>(
    `select id, tracking_number as "trackingNumber" from prealerts where order_id is null order by id offset $1 limit 1`,
    [Math.floor(portalScale.open / 2)],
  );

  const { rows: busiest } = await client.query<{ id: number; n: number }>(
    `select user_id as id, count(*)::int as n from orders where deleted_at is null group by user_id order by n desc, user_id limit 1`,
  );
  const customer = busiest[0];
  if (!customer || !samples[0]) throw new Error('portal seed not found');
  const { rows: history } = await client.query<{ orderId: number; packages: number; trackings: number }>(
    `select o.id as "orderId",
            (select count(*)::int from packages p where p.order_id = o.id) as packages,
            (select count(*)::int from packages p join tracking_events e on e.package_id = p.id where p.order_id = o.id and not e.duplicate) as trackings
       from orders o where o.user_id = $1 and o.deleted_at is null order by o.created_at desc, o.id desc limit ${customerOrdersPageSize}`,
    [customer.id],
  );
  return {
    forSale: {
      total: forSaleTotal,
      firstPage: forSaleFirst,
      categoryIds,
      category: { id: category.id, description: category.description, total: category.n, firstPage: categoryFirst },
    },
    prealerts: { total: counts[0]!.total, open: counts[0]!.open, firstPage: openFirst, sample: samples[0] },
    history: { customerId: customer.id, orders: customer.n, firstPage: history },
  };
};
