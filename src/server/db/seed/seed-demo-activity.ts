import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/**
 * The activity log the demo's staff would have left: the demo data is written straight into its
 * tables, not through the routes that log, so without this Activity Logs would be empty for a
 * visitor. Each row is made from what the tables say staff did and when: the orders they entered,
 * the invoices they generated, approved and marked paid, and their scans, a row per worker,
 * checkpoint and minute as the scan screen sends them, with the checkpoint and count the scan
 * route stores. Added once.
 */
export const seedDemoActivity = async (db: Db) => {
  await db.execute(sql`
    with staff as (select id from users where account_type not in ('personal', 'business'))
    insert into activity_logs (user_id, action, entity, entity_id, detail, created_at)
    select user_id, action, entity, entity_id, detail, created_at
      from (
        select o.created_by as user_id, 'Created order' as action, 'order' as entity, o.id as entity_id, null::jsonb as detail, o.created_at
          from orders o where o.created_by in (select id from staff)
        union all
        select i.created_by, 'Generated invoice', 'invoice', i.id, null, i.created_at
          from invoices i where i.created_by in (select id from staff)
        union all
        select i.approved_by, 'Approved invoice', 'invoice', i.id, null, i.approved_at
          from invoices i where i.approved_by in (select id from staff) and i.approved_at is not null
        union all
        select i.paid_by, 'Paid invoice', 'invoice', i.id, null, i.paid_on
          from invoices i where i.paid_by in (select id from staff)
        union all
        select e.user_id, 'Scanned packages', 'scan', null,
               jsonb_build_object('checkpoint', e.checkpoint_id, 'count', count(*)), max(e.received_at)
          from tracking_events e where e.user_id in (select id from staff)
         group by e.user_id, e.checkpoint_id, date_trunc('minute', e.received_at)
      ) made
     where not exists (select 1 from activity_logs)
     order by created_at`);
};
