-- Ratings (issue 50): each account's skill per form of the game, every rated match's change to each player's, and
-- the rated matches the farming limits count. A rated match's rows are written in the transaction that records the
-- match (src/matches/match-archive.ts), only when the match is new: a resent end rates nothing again. The rules they
-- follow are src/ratings/rating-rules.ts.

-- An account's skill in a form (Weng-Lin, openskill's Plackett-Luce): `mu` the estimate, `sigma` its uncertainty; the
-- number shown is 1500 + 20 · (mu − 25). `matches`: the rated matches that counted (provisional below 10).
CREATE TABLE ratings (
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  form smallint NOT NULL CHECK (form IN (2, 4, 6)),
  mu double precision NOT NULL,
  sigma double precision NOT NULL CHECK (sigma > 0),
  matches integer NOT NULL DEFAULT 0 CHECK (matches >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, form)
);

-- A rated match, as the daily limit counts it: the set of its accounts (their ids sorted, joined by spaces), its UTC
-- day, and whether it counted (false: past the day's limit for that set).
CREATE TABLE rated_matches (
  match_id text PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
  form smallint NOT NULL CHECK (form IN (2, 4, 6)),
  players text NOT NULL,
  day date NOT NULL,
  counted boolean NOT NULL
);

CREATE INDEX rated_matches_players_day ON rated_matches (players, day) WHERE counted;

-- What a rated match did to each seat's player: the history a profile plots. `mu_before`, `sigma_before`: the skill
-- the match saw (what the others were rated against; never rewritten); `team`, `place` (0 the highest score) and
-- `left_match` (a leaver) are what rates it again. A match that counted `mu_after`, `sigma_after`; one that did not
-- the same as before. An account's first three matches of a form wait (`first-matches`, not `counted`) and, once the
-- third is played, are applied in order: `counted` then, `at` the time they were, `display_before` and
-- `display_after` the numbers the player saw change.
CREATE TABLE rating_changes (
  match_id text NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  seat smallint NOT NULL CHECK (seat BETWEEN 0 AND 5),
  account_id text NOT NULL REFERENCES accounts (id),
  form smallint NOT NULL CHECK (form IN (2, 4, 6)),
  team smallint NOT NULL CHECK (team BETWEEN 0 AND 2),
  place smallint NOT NULL CHECK (place BETWEEN 0 AND 2),
  left_match boolean NOT NULL,
  mu_before double precision NOT NULL,
  sigma_before double precision NOT NULL,
  mu_after double precision NOT NULL,
  sigma_after double precision NOT NULL,
  display_before integer NOT NULL,
  display_after integer NOT NULL,
  counted boolean NOT NULL,
  reason text NOT NULL CHECK (reason IN ('played', 'left', 'partner-left', 'daily-limit', 'first-matches')),
  -- When it changed the rating (the match's end; for a first match, the end of the third), and the match's end.
  at timestamptz NOT NULL,
  ended_at timestamptz NOT NULL,
  PRIMARY KEY (match_id, seat)
);

-- An account's history in a form, oldest first; its first matches still waiting.
CREATE INDEX rating_changes_history ON rating_changes (account_id, form, ended_at, match_id);
CREATE INDEX rating_changes_waiting ON rating_changes (account_id, form)
  WHERE reason = 'first-matches' AND NOT counted;
