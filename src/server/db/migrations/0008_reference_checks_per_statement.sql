ALTER TABLE "packages" DROP CONSTRAINT "packages_current_checkpoint_id_checkpoints_id_fk";
--> statement-breakpoint
ALTER TABLE "tracking_events" DROP CONSTRAINT "tracking_events_package_id_packages_id_fk";
--> statement-breakpoint
ALTER TABLE "tracking_events" DROP CONSTRAINT "tracking_events_checkpoint_id_checkpoints_id_fk";
--> statement-breakpoint
ALTER TABLE "tracking_events" DROP CONSTRAINT "tracking_events_user_id_users_id_fk";
--> statement-breakpoint
-- The four references above stay, with the guarantees of foreign keys, but each is checked once per
-- statement instead of once per row: a scan batch writes a hundred events and moves a hundred
-- packages, and PostgreSQL's per-row check was a quarter of its cost. As a foreign key does, the
-- writing side locks the rows it references FOR KEY SHARE, so none can be deleted before it
-- commits; deleting a row still referenced raises foreign_key_violation (23503) on the other side.
-- Written for READ COMMITTED, the isolation every transaction here runs at: each check takes a
-- fresh snapshot, so it sees whatever a transaction it waited for has committed.
-- The checks are written out per column, not built per call: they run on every scan batch, and
-- only static SQL keeps its plan from one call to the next.
CREATE FUNCTION check_tracking_events_references() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  missing integer;
BEGIN
  ids := ARRAY(SELECT DISTINCT package_id FROM written);
  IF (SELECT count(*) FROM (SELECT 1 FROM packages WHERE id = ANY (ids) FOR KEY SHARE) AS locked) < cardinality(ids) THEN
    SELECT w.package_id INTO missing FROM written w WHERE NOT EXISTS (SELECT 1 FROM packages p WHERE p.id = w.package_id) LIMIT 1;
    RAISE foreign_key_violation USING
      MESSAGE = 'insert or update on table "tracking_events" violates foreign key constraint "tracking_events_package_id_packages_id_fk"',
      DETAIL = format('Key (package_id)=(%s) is not present in table "packages".', missing),
      TABLE = 'tracking_events', COLUMN = 'package_id', CONSTRAINT = 'tracking_events_package_id_packages_id_fk';
  END IF;
  ids := ARRAY(SELECT DISTINCT checkpoint_id FROM written);
  IF (SELECT count(*) FROM (SELECT 1 FROM checkpoints WHERE id = ANY (ids) FOR KEY SHARE) AS locked) < cardinality(ids) THEN
    SELECT w.checkpoint_id INTO missing FROM written w WHERE NOT EXISTS (SELECT 1 FROM checkpoints c WHERE c.id = w.checkpoint_id) LIMIT 1;
    RAISE foreign_key_violation USING
      MESSAGE = 'insert or update on table "tracking_events" violates foreign key constraint "tracking_events_checkpoint_id_checkpoints_id_fk"',
      DETAIL = format('Key (checkpoint_id)=(%s) is not present in table "checkpoints".', missing),
      TABLE = 'tracking_events', COLUMN = 'checkpoint_id', CONSTRAINT = 'tracking_events_checkpoint_id_checkpoints_id_fk';
  END IF;
  ids := ARRAY(SELECT DISTINCT user_id FROM written);
  IF (SELECT count(*) FROM (SELECT 1 FROM users WHERE id = ANY (ids) FOR KEY SHARE) AS locked) < cardinality(ids) THEN
    SELECT w.user_id INTO missing FROM written w WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = w.user_id) LIMIT 1;
    RAISE foreign_key_violation USING
      MESSAGE = 'insert or update on table "tracking_events" violates foreign key constraint "tracking_events_user_id_users_id_fk"',
      DETAIL = format('Key (user_id)=(%s) is not present in table "users".', missing),
      TABLE = 'tracking_events', COLUMN = 'user_id', CONSTRAINT = 'tracking_events_user_id_users_id_fk';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tracking_events_references_on_insert AFTER INSERT ON tracking_events REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION check_tracking_events_references();
--> statement-breakpoint
CREATE TRIGGER tracking_events_references_on_update AFTER UPDATE ON tracking_events REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION check_tracking_events_references();
--> statement-breakpoint
CREATE FUNCTION check_packages_references() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  missing integer;
BEGIN
  ids := ARRAY(SELECT DISTINCT current_checkpoint_id FROM written WHERE current_checkpoint_id IS NOT NULL);
  IF (SELECT count(*) FROM (SELECT 1 FROM checkpoints WHERE id = ANY (ids) FOR KEY SHARE) AS locked) < cardinality(ids) THEN
    SELECT w.current_checkpoint_id INTO missing FROM written w
     WHERE w.current_checkpoint_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM checkpoints c WHERE c.id = w.current_checkpoint_id) LIMIT 1;
    RAISE foreign_key_violation USING
      MESSAGE = 'insert or update on table "packages" violates foreign key constraint "packages_current_checkpoint_id_checkpoints_id_fk"',
      DETAIL = format('Key (current_checkpoint_id)=(%s) is not present in table "checkpoints".', missing),
      TABLE = 'packages', COLUMN = 'current_checkpoint_id', CONSTRAINT = 'packages_current_checkpoint_id_checkpoints_id_fk';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER packages_references_on_insert AFTER INSERT ON packages REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION check_packages_references();
--> statement-breakpoint
CREATE TRIGGER packages_references_on_update AFTER UPDATE ON packages REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION check_packages_references();
--> statement-breakpoint
-- A delete of rows still referenced fails. TG_ARGV holds, for each reference to the table, the
-- referencing table, its column and the name of the foreign key it stands for. Deletes are rare
-- here, so the query is built for each reference rather than written out per table.
CREATE FUNCTION refuse_deleting_referenced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  referenced integer;
BEGIN
  FOR i IN 0 .. TG_NARGS - 1 BY 3 LOOP
    EXECUTE format('SELECT r.%2$I FROM %1$I r WHERE r.%2$I IN (SELECT id FROM gone) LIMIT 1', TG_ARGV[i], TG_ARGV[i + 1]) INTO referenced;
    IF referenced IS NOT NULL THEN
      RAISE foreign_key_violation USING
        MESSAGE = format('update or delete on table "%s" violates foreign key constraint "%s" on table "%s"', TG_TABLE_NAME, TG_ARGV[i + 2], TG_ARGV[i]),
        DETAIL = format('Key (id)=(%s) is still referenced from table "%s".', referenced, TG_ARGV[i]),
        TABLE = TG_ARGV[i], CONSTRAINT = TG_ARGV[i + 2];
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER packages_referenced_on_delete AFTER DELETE ON packages REFERENCING OLD TABLE AS gone FOR EACH STATEMENT
  EXECUTE FUNCTION refuse_deleting_referenced('tracking_events', 'package_id', 'tracking_events_package_id_packages_id_fk');
--> statement-breakpoint
CREATE TRIGGER checkpoints_referenced_on_delete AFTER DELETE ON checkpoints REFERENCING OLD TABLE AS gone FOR EACH STATEMENT
  EXECUTE FUNCTION refuse_deleting_referenced(
    'tracking_events', 'checkpoint_id', 'tracking_events_checkpoint_id_checkpoints_id_fk',
    'packages', 'current_checkpoint_id', 'packages_current_checkpoint_id_checkpoints_id_fk'
  );
--> statement-breakpoint
CREATE TRIGGER users_referenced_on_delete AFTER DELETE ON users REFERENCING OLD TABLE AS gone FOR EACH STATEMENT
  EXECUTE FUNCTION refuse_deleting_referenced('tracking_events', 'user_id', 'tracking_events_user_id_users_id_fk');
--> statement-breakpoint
-- A changed id would slip past the checks above; these ids are serials that never change.
CREATE FUNCTION refuse_changing_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE foreign_key_violation USING
    MESSAGE = format('the id of a %s row never changes: other tables reference it', TG_TABLE_NAME),
    TABLE = TG_TABLE_NAME, COLUMN = 'id';
END
$$;
--> statement-breakpoint
CREATE TRIGGER packages_id_unchanged BEFORE UPDATE OF id ON packages FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION refuse_changing_id();
--> statement-breakpoint
CREATE TRIGGER checkpoints_id_unchanged BEFORE UPDATE OF id ON checkpoints FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION refuse_changing_id();
--> statement-breakpoint
CREATE TRIGGER users_id_unchanged BEFORE UPDATE OF id ON users FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION refuse_changing_id();
