-- What a profile and an export read besides the matches (issue 49): the names an account has held, and the matches
-- that ended level, counted with its statistics.

-- Each name an account has held, from when until when (the current one until null). A rename closes the current one
-- and opens the next in one transaction; a deleted account's names are erased with its profile.
CREATE TABLE account_names (
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  held_from timestamptz NOT NULL,
  held_until timestamptz,
  CHECK (held_until IS NULL OR held_until >= held_from)
);

-- An account's names, oldest first; at most one current.
CREATE INDEX account_names_account ON account_names (account_id, held_from);
CREATE UNIQUE INDEX account_names_current ON account_names (account_id) WHERE held_until IS NULL;

-- The accounts made before names were kept: the name they hold now, from their start.
INSERT INTO account_names (account_id, name, held_from)
  SELECT id, name, created_at FROM accounts WHERE deleted_at IS NULL;

-- Matches that ended level, beside those won: the matches the account played in that form and drew.
ALTER TABLE account_stats ADD COLUMN drawn integer NOT NULL DEFAULT 0 CHECK (drawn >= 0);

UPDATE account_stats s SET drawn = d.n
  FROM (SELECT p.account_id, m.form, count(DISTINCT p.match_id)::int AS n
          FROM match_players p JOIN matches m ON m.id = p.match_id
         WHERE p.account_id IS NOT NULL AND p.outcome = 'drawn'
         GROUP BY p.account_id, m.form) d
 WHERE s.account_id = d.account_id AND s.form = d.form;
