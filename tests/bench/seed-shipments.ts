import pg from 'pg';
import { arrivalCheckpointId } from '../../src/domain/constants';
import { shipmentsPageSize } from '../../src/domain/shipments';
import { checkpoints } from '../../src/server/db/seed/reference-data';

/** The big manifest, and the few hundred smaller ones that give the shipments list its pages. */
export const shipmentScale = {
  bigPackages: 2_000,
  boxes: 20,
  /** Packages of the big manifest in a box; the rest are in none. */
  boxed: 1_900,
  /** Its packages are around the newest invoiced order, this many orders below it: about two thirds invoiced. */
  invoicedOrdersBelow: 150,
  smallShipments: 300,
  smallPackages: 12_000,
} as const;

/** Checkpoints before "Packed into shipment box" (14): a package at one of them is in no shipment yet. */
const unpackedCheckpoints = checkpoints.filter((c) => c.id >= 12 && c.id < 14).map((c) => c.id);

export type ShipmentSeed = {
  /** Package lines written for the seeded invoices (one a package of the invoice's order). */
  invoiceLines: number;
  shipments: number;
  shippedPackages: number;
  /** Every shipped package, for the check that the unshipped list holds none. */
  shipped: ReadonlySet<number>;
  big: {
    id: number;
    /** Its packages in manifest order (position 1 first). */
    packageIds: number[];
    /** What the report's totals must say, read straight from the tables. */
    invoiced: number;
    paid: number;
    arrived: number;
    notified: number;
    c13: number;
    boxed: number;
    /** Duty of the invoices whose lowest-numbered shipped package is in it (each invoice in one shipment). */
    dutyCents: number;
  };
  /** The ids of the shipments list's first page, newest first. */
  firstPage: number[];
  /** Live packages in no shipment. */
  unshipped: number;
  /** The newest unshipped package at Miami, for the barcode search. */
  searchPackageId: number;
  ms: number;
};

/**
 * Every seeded invoice gets its package lines (weights from the package's measures at the default
 * divisor, the order's duty and levy split evenly): the report's money and weights come from them.
 */
const insertInvoiceLines = async (client: pg.Client) =>
  (
    await client.query(
      `insert into invoice_packages (invoice_id, package_id, actual_lb, dimensional_lb, charged_weight, shipping_rate_cents,
                                     shipping_total_cents, duty_cents, levy_cents)
       select i.id, p.id, w.actual, w.dimensional, greatest(w.actual, w.dimensional), 300, 300 * greatest(w.actual, w.dimensional),
              i.duty_total_cents / o.package_count, i.levy_total_cents / o.package_count
         from invoices i join orders o on o.id = i.order_id join packages p on p.order_id = i.order_id
        cross join lateral (select ceil(p.weight_lb)::int as actual,
                                   ceil(p.length_cm * p.width_cm * p.height_cm / (16.387064 * 139))::int as dimensional) w
        where not exists (select 1 from invoice_packages x where x.invoice_id = i.id)`,
    )
  ).rowCount ?? 0;

/**
 * One manifest of `bigPackages` live packages from the orders around the newest invoiced one (so
 * paid, approved, unpaid and uninvoiced packages mixed), in manifest order of package id: the first
 * `boxed` in `boxes` boxes of equal size, every third notified. One statement: the shipment, its
 * boxes and its packages.
 */
const insertBigShipment = async (client: pg.Client, adminId: number) => {
  const s = shipmentScale;
  const perBox = Math.ceil(s.boxed / s.boxes);
  const { rows } = await client.query<{ id: number }>(
    `with centre as (select coalesce(max(order_id), 0) - $2 as id from invoices),
     near as (
       select p.id, p.created_at from packages p join orders o on o.id = p.order_id, centre c
        where o.deleted_at is null and p.order_id between c.id - $7 and c.id + $7
        order by abs(p.order_id - c.id), p.id limit $1
     ),
     picked as (select id, created_at, row_number() over (order by id)::int as pos from near),
     ship as (
       insert into shipments (manifest_key, carrier, freight_cents, customs, arrival_date, notes, created_by, created_at, updated_at)
       select 'BENCH-2000', 'Tropical Shipping', 1850000, 'C13-20260001', ((max(created_at) + interval '4 days') at time zone 'America/Nassau')::date,
              'The bench''s big manifest.', $3, max(created_at) + interval '4 days', max(created_at) + interval '4 days'
         from picked
       returning id, created_at
     ),
     boxes as (
       insert into shipment_boxes (shipment_id, name, position)
       select ship.id, 'Box ' || lpad(g::text, 2, '0'), g - 1 from ship, generate_series(1, $4::int) g
       returning id, position
     ),
     placed as (
       insert into shipment_packages (package_id, shipment_id, box_id, position, notified_at)
       select picked.id, ship.id, boxes.id, picked.pos, case when picked.pos % 3 = 0 then ship.created_at + interval '1 day' end
         from picked cross join ship left join boxes on picked.pos <= $5 and boxes.position = (picked.pos - 1) / $6
       returning shipment_id
     )
     select distinct shipment_id as id from placed`,
    // $7, the orders either side of the centre to choose from: more than the packages need at 1–3 an order.
    [s.bigPackages, s.invoicedOrdersBelow, adminId, s.boxes, s.boxed, perBox, s.bigPackages],
  );
  if (rows.length !== 1) throw new Error(`the big shipment was not seeded (${rows.length} shipments)`);
  const id = rows[0]!.id;
  // Some of its packages flagged for a C13 entry, and a quarter of the paid ones entered in QuickBooks.
  await client.query(`insert into package_c13 (package_id, marked_by) select package_id, $2 from shipment_packages where shipment_id = $1 and position % 20 = 0`, [id, adminId]);
  await client.query(
    `insert into package_qb_entries (package_id, value_cents, entry_date, created_by)
     select sp.package_id, ip.shipping_total_cents + ip.duty_cents + ip.levy_cents, (i.paid_on at time zone 'America/Nassau')::date, $2
       from shipment_packages sp join invoice_packages ip on ip.package_id = sp.package_id join invoices i on i.id = ip.invoice_id
      where sp.shipment_id = $1 and i.status = 'paid' and sp.position % 4 = 0`,
    [id, adminId],
  );
  return id;
};

/**
 * `smallShipments` manifests of the newest `smallPackages` live packages packed for shipping (at
 * checkpoint 14 or later), consecutive runs of them in each, arriving three days after their newest package.
 */
const insertSmallShipments = async (client: pg.Client, adminId: number) =>
  (
    await client.query(
      `with candidates as (
         select p.id, p.created_at from packages p join package_positions pp on pp.package_id = p.id join orders o on o.id = p.order_id
          where o.deleted_at is null and pp.checkpoint_id <> all($3::int[])
            and not exists (select 1 from shipment_packages sp where sp.package_id = p.id)
          order by p.id desc limit $1
       ),
       grouped as (select id, created_at, ntile($2::int) over (order by id) as n from candidates),
       made as (
         insert into shipments (manifest_key, carrier, freight_cents, customs, arrival_date, created_by, created_at, updated_at)
         select 'MAN-' || lpad(n::text, 4, '0'), (array['Tropical Shipping', 'Bahamas Air Cargo', 'Seaboard Marine'])[1 + n % 3], 40000 + n * 100,
                case when n % 2 = 0 then 'C13-' || (20250000 + n) end, ((max(created_at) + interval '3 days') at time zone 'America/Nassau')::date, $4,
                least(now(), max(created_at) + interval '3 days'), least(now(), max(created_at) + interval '3 days')
           from grouped group by n order by n
         returning id, manifest_key
       )
       insert into shipment_packages (package_id, shipment_id, position)
       select g.id, made.id, row_number() over (partition by g.n order by g.id)::int
         from grouped g join made on made.manifest_key = 'MAN-' || lpad(g.n::text, 4, '0')`,
      [shipmentScale.smallPackages, shipmentScale.smallShipments, unpackedCheckpoints, adminId],
    )
  ).rowCount ?? 0;

/**
 * The shipped history: every live package more than ten days older than the newest one, in weekly
 * manifests, as a forwarder that ships every week has it. The unshipped list then holds the last
 * days' packages, as in use, and its partial index stays that small whatever the history.
 */
const insertHistoryShipments = async (client: pg.Client, adminId: number) =>
  (
    await client.query(
      `with candidates as (
         select p.id, date_trunc('week', p.created_at) as week from packages p join orders o on o.id = p.order_id
          where o.deleted_at is null and p.created_at < (select max(created_at) - interval '10 days' from packages)
            and not exists (select 1 from shipment_packages sp where sp.package_id = p.id)
       ),
       made as (
         insert into shipments (manifest_key, carrier, arrival_date, created_by, created_at, updated_at)
         select 'WEEK-' || to_char(week, 'YYYY-MM-DD'), 'Tropical Shipping', (week + interval '10 days')::date, $1, week + interval '10 days', week + interval '10 days'
           from candidates group by week
         returning id, manifest_key
       )
       insert into shipment_packages (package_id, shipment_id, position)
       select c.id, made.id, row_number() over (partition by c.week order by c.id)::int
         from candidates c join made on made.manifest_key = 'WEEK-' || to_char(c.week, 'YYYY-MM-DD')`,
      [adminId],
    )
  ).rowCount ?? 0;

/** The big manifest's totals as the tables hold them, computed apart from the app's queries. */
const bigTotals = async (client: pg.Client, id: number) => {
  const counts = await client.query<Omit<ShipmentSeed['big'], 'id' | 'packageIds' | 'dutyCents'>>(
    `select count(i.id)::int as invoiced, count(*) filter (where i.status = 'paid')::int as paid,
            count(*) filter (where exists (select 1 from tracking_events e where e.package_id = sp.package_id and e.checkpoint_id = $2))::int as arrived,
            count(sp.notified_at)::int as notified, count(c.package_id)::int as c13, count(sp.box_id)::int as boxed
       from shipment_packages sp left join invoice_packages ip on ip.package_id = sp.package_id left join invoices i on i.id = ip.invoice_id
       left join package_c13 c on c.package_id = sp.package_id
      where sp.shipment_id = $1`,
    [id, arrivalCheckpointId],
  );
  // Each invoice's home: the shipment of its lowest-numbered shipped package.
  const duty = await client.query<{ cents: number }>(
    `with homes as (
       select distinct on (ip.invoice_id) ip.invoice_id, sp.shipment_id
         from invoice_packages ip join shipment_packages sp on sp.package_id = ip.package_id
        order by ip.invoice_id, ip.package_id
     )
     select coalesce(sum(i.duty_total_cents), 0)::int as cents from homes h join invoices i on i.id = h.invoice_id where h.shipment_id = $1`,
    [id],
  );
  const ids = await client.query<{ id: number }>('select package_id as id from shipment_packages where shipment_id = $1 order by position', [id]);
  return { id, packageIds: ids.rows.map((r) => r.id), ...counts.rows[0]!, dutyCents: duty.rows[0]!.cents };
};

const unshippedFacts = async (client: pg.Client) => {
  const notShipped = 'not exists (select 1 from shipment_packages sp where sp.package_id = p.id)';
  const count = await client.query<{ n: number }>(
    `select count(*)::int as n from packages p join orders o on o.id = p.order_id where o.deleted_at is null and ${notShipped}`,
  );
  const atMiami = await client.query<{ id: number }>(
    `select p.id from packages p join package_positions pp on pp.package_id = p.id join orders o on o.id = p.order_id
      where o.deleted_at is null and pp.checkpoint_id = 12 and ${notShipped} order by p.id desc limit 1`,
  );
  if (!atMiami.rows[0]) throw new Error('no unshipped package at Miami seeded');
  return { unshipped: count.rows[0]!.n, searchPackageId: atMiami.rows[0].id };
};

/**
 * Shipments over the seeded packages, in a few statements after the invoices: the invoices'
 * package lines, one manifest of 2,000 packages in 20 boxes, a few hundred small manifests of the
 * newest packages packed for shipping (so the unshipped list, read newest first, steps over
 * shipped ones as it would in use), and weekly manifests of everything older than ten days. Then
 * what the checks need, read from the tables.
 */
export const seedShipments = async (url: string, adminId: number): Promise<ShipmentSeed> => {
  const start = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    const invoiceLines = await insertInvoiceLines(client);
    const bigId = await insertBigShipment(client, adminId);
    const small = await insertSmallShipments(client, adminId);
    const history = await insertHistoryShipments(client, adminId);
    await client.query('commit');
    await client.query('vacuum (analyze) invoice_packages, shipments, shipment_boxes, shipment_packages, package_positions, package_c13, package_qb_entries');
    const big = await bigTotals(client, bigId);
    const shipped = await client.query<{ id: number }>('select package_id as id from shipment_packages');
    const shipments = await client.query<{ id: number }>('select id from shipments order by created_at desc, id desc');
    return {
      invoiceLines,
      shipments: shipments.rows.length,
      shippedPackages: big.packageIds.length + small + history,
      shipped: new Set(shipped.rows.map((r) => r.id)),
      big,
      firstPage: shipments.rows.slice(0, shipmentsPageSize).map((r) => r.id),
      ...(await unshippedFacts(client)),
      ms: performance.now() - start,
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
};
