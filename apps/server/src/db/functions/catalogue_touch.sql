-- Any change to a merchant's catalogue moves its revision (triggers of migration 0005), so cached lists know to reload.

CREATE OR REPLACE FUNCTION catalogue_touch() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := coalesce(NEW.merchant, OLD.merchant);
BEGIN
  INSERT INTO catalogue_revisions (merchant) VALUES (changed)
    ON CONFLICT (merchant) DO UPDATE SET revision = catalogue_revisions.revision + 1;
  RETURN NULL;
END;
$$;
