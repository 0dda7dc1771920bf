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
CREATE FUNCTION refuse_deleting_referenced_packages() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  referenced integer;
BEGIN
  SELECT e.package_id INTO referenced FROM tracking_events e WHERE e.package_id IN (SELECT id FROM gone) LIMIT 1;
  IF FOUND THEN
    RAISE foreign_key_violation USING
      MESSAGE = 'update or delete on table "packages" violates foreign key constraint "tracking_events_package_id_packages_id_fk" on table "tracking_events"',
      DETAIL = format('Key (id)=(%s) is still referenced from table "tracking_events".', referenced),
      TABLE = 'tracking_events', CONSTRAINT = 'tracking_events_package_id_packages_id_fk';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER packages_referenced_on_delete AFTER DELETE ON packages REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION refuse_deleting_referenced_packages();
--> statement-breakpoint
CREATE FUNCTION refuse_deleting_referenced_checkpoints() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  referenced integer;
BEGIN
  SELECT e.checkpoint_id INTO referenced FROM tracking_events e WHERE e.checkpoint_id IN (SELECT id FROM gone) LIMIT 1;
  IF FOUND THEN
    RAISE foreign_key_violation USING
      MESSAGE = 'update or delete on table "checkpoints" violates foreign key constraint "tracking_events_checkpoint_id_checkpoints_id_fk" on table "tracking_events"',
      DETAIL = format('Key (id)=(%s) is still referenced from table "tracking_events".', referenced),
      TABLE = 'tracking_events', CONSTRAINT = 'tracking_events_checkpoint_id_checkpoints_id_fk';
  END IF;
  SELECT p.current_checkpoint_id INTO referenced FROM packages p WHERE p.current_checkpoint_id IN (SELECT id FROM gone) LIMIT 1;
  IF FOUND THEN
    RAISE foreign_key_violation USING
      MESSAGE = 'update or delete on table "checkpoints" violates foreign key constraint "packages_current_checkpoint_id_checkpoints_id_fk" on table "packages"',
      DETAIL = format('Key (id)=(%s) is still referenced from table "packages".', referenced),
      TABLE = 'packages', CONSTRAINT = 'packages_current_checkpoint_id_checkpoints_id_fk';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER checkpoints_referenced_on_delete AFTER DELETE ON checkpoints REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION refuse_deleting_referenced_checkpoints();
--> statement-breakpoint
CREATE FUNCTION refuse_deleting_referenced_users() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  referenced integer;
BEGIN
  SELECT e.user_id INTO referenced FROM tracking_events e WHERE e.user_id IN (SELECT id FROM gone) LIMIT 1;
  IF FOUND THEN
    RAISE foreign_key_violation USING
      MESSAGE = 'update or delete on table "users" violates foreign key constraint "tracking_events_user_id_users_id_fk" on table "tracking_events"',
      DETAIL = format('Key (id)=(%s) is still referenced from table "tracking_events".', referenced),
      TABLE = 'tracking_events', CONSTRAINT = 'tracking_events_user_id_users_id_fk';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_referenced_on_delete AFTER DELETE ON users REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION refuse_deleting_referenced_users();
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
