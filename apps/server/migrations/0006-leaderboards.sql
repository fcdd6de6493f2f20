-- Leaderboards (issue 50): an account's choice to be on them, the rating a board ranks by, and each account's month
-- of rated play for the boards of "this month". The reads are src/ratings/leaderboard-store.ts; apps/server/README.md
-- (Leaderboards) says who is on a board and in which order.

-- Whether the account is on the leaderboards (its profile's privacy): false hides it from every board.
ALTER TABLE accounts ADD COLUMN on_leaderboards boolean NOT NULL DEFAULT true;

-- The number a player sees (rating-rules.ts' `displayRating`, JavaScript's Math.round: half up), kept with the skill
-- it is of so that a board is read in its order from an index.
ALTER TABLE ratings ADD COLUMN rating integer GENERATED ALWAYS AS (floor(1500 + 20 * (mu - 25) + 0.5)::integer) STORED;

-- A form's board of all time: the accounts of 10 counted rated matches or more (PROVISIONAL_MATCHES), best first.
CREATE INDEX ratings_board ON ratings (form, rating DESC, matches DESC) WHERE matches >= 10;

-- An account's month (UTC, `month` its first day) of rated play in a form: the rating after its last counted change
-- of the month (`rating_changes.at`), how many changes counted in it, and the rated matches that counted in all
-- (`total`, as `ratings.matches` was at the last of them). Written in the transaction that rates a match
-- (src/ratings/leaderboard-months.ts), from the match's changes.
CREATE TABLE month_ratings (
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  form smallint NOT NULL CHECK (form IN (2, 4, 6)),
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  rating integer NOT NULL,
  matches integer NOT NULL CHECK (matches > 0),
  total integer NOT NULL CHECK (total >= 0),
  PRIMARY KEY (account_id, form, month)
);

-- A form's board of a month: its accounts of 10 counted rated matches or more in all, best first.
CREATE INDEX month_ratings_board ON month_ratings (form, month, rating DESC, matches DESC) WHERE total >= 10;

-- An account's counted changes by their time: the month of one read again when a match is rated.
CREATE INDEX rating_changes_counted_at ON rating_changes (account_id, form, at) WHERE counted;

-- The months of the matches rated before this migration.
INSERT INTO month_ratings (account_id, form, month, rating, matches, total)
SELECT c.account_id, c.form, date_trunc('month', c.at AT TIME ZONE 'UTC')::date,
       (array_agg(c.display_after ORDER BY c.at DESC, c.ended_at DESC, c.match_id DESC))[1], count(*), r.matches
FROM rating_changes c JOIN ratings r ON r.account_id = c.account_id AND r.form = c.form
WHERE c.counted
GROUP BY c.account_id, c.form, date_trunc('month', c.at AT TIME ZONE 'UTC'), r.matches;

-- How many shown accounts (on the leaderboards, not deleted) each board has at each rating: `board` is `all` or a
-- month (`YYYY-MM`). An account's rank is one more than the accounts above it, and this sums them from a row a rating
-- instead of counting them one by one (up to 100,000 for the last of a board). Kept by the triggers below, in the
-- transaction of every change to a rating, a month or an account's choice: whatever code makes the change.
CREATE TABLE board_counts (
  form smallint NOT NULL CHECK (form IN (2, 4, 6)),
  board text NOT NULL CHECK (board = 'all' OR board ~ '^\d{4}-\d{2}$'),
  rating integer NOT NULL,
  shown integer NOT NULL,
  PRIMARY KEY (form, board, rating)
);

INSERT INTO board_counts (form, board, rating, shown)
SELECT r.form, 'all', r.rating, count(*) FROM ratings r JOIN accounts a ON a.id = r.account_id
WHERE r.matches >= 10 AND a.on_leaderboards AND a.deleted_at IS NULL
GROUP BY r.form, r.rating;

INSERT INTO board_counts (form, board, rating, shown)
SELECT m.form, to_char(m.month, 'YYYY-MM'), m.rating, count(*) FROM month_ratings m JOIN accounts a ON a.id = m.account_id
WHERE m.total >= 10 AND a.on_leaderboards AND a.deleted_at IS NULL
GROUP BY m.form, to_char(m.month, 'YYYY-MM'), m.rating;

-- Adds `delta` to a board's count at a rating.
CREATE FUNCTION board_count(f smallint, b text, r integer, delta integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO board_counts (form, board, rating, shown) VALUES (f, b, r, delta)
  ON CONFLICT (form, board, rating) DO UPDATE SET shown = board_counts.shown + excluded.shown
$$;

-- Whether an account is shown on the boards.
CREATE FUNCTION board_shown(account text) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT on_leaderboards AND deleted_at IS NULL FROM accounts WHERE id = account
$$;

-- A rating row changed: its old place uncounted, its new one counted (10 matches or more, the account shown).
CREATE FUNCTION ratings_board_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.rating = NEW.rating AND (OLD.matches >= 10) = (NEW.matches >= 10) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.matches >= 10 AND board_shown(OLD.account_id) THEN
    PERFORM board_count(OLD.form, 'all', OLD.rating, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.matches >= 10 AND board_shown(NEW.account_id) THEN
    PERFORM board_count(NEW.form, 'all', NEW.rating, 1);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER ratings_board_count AFTER INSERT OR UPDATE OR DELETE ON ratings
  FOR EACH ROW EXECUTE FUNCTION ratings_board_count();

-- A month row changed: the same on its month's board (10 matches or more in all).
CREATE FUNCTION month_ratings_board_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.rating = NEW.rating AND (OLD.total >= 10) = (NEW.total >= 10) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.total >= 10 AND board_shown(OLD.account_id) THEN
    PERFORM board_count(OLD.form, to_char(OLD.month, 'YYYY-MM'), OLD.rating, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.total >= 10 AND board_shown(NEW.account_id) THEN
    PERFORM board_count(NEW.form, to_char(NEW.month, 'YYYY-MM'), NEW.rating, 1);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER month_ratings_board_count AFTER INSERT OR UPDATE OR DELETE ON month_ratings
  FOR EACH ROW EXECUTE FUNCTION month_ratings_board_count();

-- An account hidden or shown again, or deleted: each of its places on every board uncounted or counted.
CREATE FUNCTION accounts_board_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := CASE WHEN NEW.on_leaderboards AND NEW.deleted_at IS NULL THEN 1 ELSE -1 END;
BEGIN
  PERFORM board_count(form, 'all', rating, delta) FROM ratings WHERE account_id = NEW.id AND matches >= 10;
  PERFORM board_count(form, to_char(month, 'YYYY-MM'), rating, delta) FROM month_ratings
    WHERE account_id = NEW.id AND total >= 10;
  RETURN NULL;
END
$$;

CREATE TRIGGER accounts_board_count AFTER UPDATE OF on_leaderboards, deleted_at ON accounts
  FOR EACH ROW
  WHEN ((OLD.on_leaderboards AND OLD.deleted_at IS NULL) IS DISTINCT FROM (NEW.on_leaderboards AND NEW.deleted_at IS NULL))
  EXECUTE FUNCTION accounts_board_count();
