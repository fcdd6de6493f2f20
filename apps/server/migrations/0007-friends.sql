-- Friends and blocks (issue 50): a friend request with its state, a friendship (symmetric: one row a pair, the
-- smaller id first), and a block (one way: the blocker hides the blocked). Every row names accounts with ON DELETE
-- CASCADE; deleting an account (which keeps its row, erased) removes its rows itself (src/friends/friend-store.ts).

-- A request from one account to another: `pending` until the other accepts (a friendship is made, the request
-- removed); `declined` by the other, or `hidden` — sent to a player who blocked the sender — both shown to the sender
-- as sent (a decline and a block are never told), neither to the other. Taking a request back removes it.
CREATE TABLE friend_requests (
  from_account text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  to_account text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'declined', 'hidden')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (from_account, to_account),
  CHECK (from_account <> to_account)
);

-- An account's incoming requests (its list, the cap on what it may be sent).
CREATE INDEX friend_requests_to ON friend_requests (to_account) WHERE state = 'pending';

-- Two accounts that are friends, once: `low` the smaller id, so that the pair has one row whoever asked.
CREATE TABLE friendships (
  low text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  high text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  since timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (low, high),
  CHECK (low < high)
);

-- An account's friends when it is the larger id of the pair.
CREATE INDEX friendships_high ON friendships (high);

-- A block: `blocker` sees nothing of `blocked` (requests refused silently, phrases and chat hidden at a table, never
-- seated together by matchmaking).
CREATE TABLE blocks (
  blocker text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  blocked text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  since timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker, blocked),
  CHECK (blocker <> blocked)
);

-- Who blocked an account (a request's silent refusal, matchmaking's pairs).
CREATE INDEX blocks_blocked ON blocks (blocked);
