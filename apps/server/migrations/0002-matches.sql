-- Every finished online match kept (issue 49): the match with its log, who played each seat, and each account's
-- statistics per form of the game. A match is written once, with its players and the statistics it adds, in one
-- transaction (src/matches/match-archive.ts); its id makes a second write of it (a resent end, a restore on another
-- process, an outbox drained twice) change nothing. Ratings (Online 5) go in a table of their own beside
-- account_stats, keyed the same (account, form), and per seat beside match_players, keyed the same (match, seat).

-- A finished match. Its id is `CODE-N-SEEDHASH`: the room's code, the match's number in the room, and the first 12
-- hex digits of the SHA-256 of the match's seed — all read from the room's stored history, so the same after kill -9,
-- a restore on another process or a resent end; the seed's hash because a room's code is drawn again once its room
-- is gone, and a match's seed is drawn new for every match.
CREATE TABLE matches (
  id text PRIMARY KEY CHECK (char_length(id) BETWEEN 1 AND 100),
  -- How many play: 2, 4 or 6.
  form smallint NOT NULL CHECK (form IN (2, 4, 6)),
  -- The rule set in full, and the score that ends the match (null: a single deal).
  rules jsonb NOT NULL,
  target integer,
  -- When the match began (null for a room stored before the time was kept) and ended.
  started_at timestamptz,
  ended_at timestamptz NOT NULL,
  deals integer NOT NULL CHECK (deals >= 1),
  -- Each team's final score, by team, and each team's score of each deal (`[[team 0's deals], …]`).
  scores integer[] NOT NULL,
  deal_scores jsonb NOT NULL,
  -- The team that won; null when the match ended level.
  winner smallint,
  -- Whether the server played any move of a seat (a bot standing in, or a turn's time running out).
  stand_in boolean NOT NULL,
  -- The game log (`@birimba/game-log`'s format): the match's replay and review.
  log jsonb NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now()
);

-- Who played each seat. An account's row is never removed (a deleted account keeps its id, erased), so a seat of a
-- deleted account stays, "a former player", and its match whole.
CREATE TABLE match_players (
  match_id text NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  seat smallint NOT NULL CHECK (seat BETWEEN 0 AND 5),
  team smallint NOT NULL CHECK (team BETWEEN 0 AND 2),
  -- The account of the person at the seat; null for a bot or a person without an account.
  account_id text REFERENCES accounts (id),
  -- The name it was played under (kept when the account's name changes), and the bot's level for a bot.
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  bot_level text CHECK (char_length(bot_level) BETWEEN 1 AND 64),
  outcome text NOT NULL CHECK (outcome IN ('won', 'lost', 'drawn')),
  won boolean NOT NULL,
  -- The team's final score.
  score integer NOT NULL,
  -- The seat's own birimbas and closings.
  birimbas_clean integer NOT NULL CHECK (birimbas_clean >= 0),
  birimbas_dirty integer NOT NULL CHECK (birimbas_dirty >= 0),
  closings integer NOT NULL CHECK (closings >= 0),
  -- The share of the seat's moves the server played (0 .. 1).
  stand_in_share real NOT NULL CHECK (stand_in_share BETWEEN 0 AND 1),
  -- The match's end, kept here too so that a player's history is read from this index alone.
  ended_at timestamptz NOT NULL,
  PRIMARY KEY (match_id, seat)
);

-- A player's history, newest first, a page after a (ended_at, match_id) seen last (keyset pagination).
CREATE INDEX match_players_history ON match_players (account_id, ended_at DESC, match_id DESC)
  WHERE account_id IS NOT NULL;

-- An account's statistics in one form of the game: what its profile shows. The average score a deal is
-- score_sum / deals (the team's score of every deal the account played).
CREATE TABLE account_stats (
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  form smallint NOT NULL CHECK (form IN (2, 4, 6)),
  matches integer NOT NULL CHECK (matches >= 1),
  won integer NOT NULL CHECK (won BETWEEN 0 AND matches),
  deals integer NOT NULL CHECK (deals >= 0),
  score_sum bigint NOT NULL,
  birimbas_clean integer NOT NULL CHECK (birimbas_clean >= 0),
  birimbas_dirty integer NOT NULL CHECK (birimbas_dirty >= 0),
  closings integer NOT NULL CHECK (closings >= 0),
  -- The match of the team's highest final score (the first of equals), and that score.
  best_match_id text NOT NULL REFERENCES matches (id),
  best_score integer NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, form)
);
