-- Accounts without passwords (issue 49): who a player is, the keys their devices sign in with, and the links that
-- sign another device in. Keys and links are kept only as the SHA-256 of the secret (64 hex digits): the database
-- alone signs nobody in.

-- A player's account. A deleted account keeps its row (its id stays in others' matches as "a former player") with its
-- profile erased: name, handle and avatar emptied, its handle free again.
CREATE TABLE accounts (
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{16,64}$'),
  -- The name shown, as the player wrote it.
  name text CHECK (char_length(name) BETWEEN 1 AND 100),
  -- The public page's name (`/p/HANDLE`), and the same folded (case, accents, Greek and Latin look-alikes): two
  -- handles of one fold cannot both exist.
  handle text CHECK (char_length(handle) BETWEEN 1 AND 100),
  handle_key text CHECK (char_length(handle_key) BETWEEN 1 AND 100),
  -- One of the drawn avatars, by its id (no uploads); null: the default.
  avatar text CHECK (char_length(avatar) BETWEEN 1 AND 64),
  -- The languages the player speaks, as language tags (`el`, `en`).
  languages text[] NOT NULL DEFAULT '{}',
  -- Who sees the statistics and the history of matches.
  statistics_visible_to text NOT NULL DEFAULT 'everyone' CHECK (statistics_visible_to IN ('everyone', 'friends', 'nobody')),
  history_visible_to text NOT NULL DEFAULT 'friends' CHECK (history_visible_to IN ('everyone', 'friends', 'nobody')),
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CONSTRAINT accounts_profile_whole CHECK (
    deleted_at IS NOT NULL OR (name IS NOT NULL AND handle IS NOT NULL AND handle_key IS NOT NULL)
  ),
  CONSTRAINT accounts_deleted_erased CHECK (
    deleted_at IS NULL OR (name IS NULL AND handle IS NULL AND handle_key IS NULL AND avatar IS NULL)
  )
);

-- A handle is found by its fold (`/p/HANDLE`, a new account's handle checked free); a deleted account's null is
-- nobody's.
CREATE UNIQUE INDEX accounts_handle_key ON accounts (handle_key);

-- A device's key: the browser keeps the secret, the server its hash. Revoked (signed out, or out everywhere) rather
-- than deleted, so that a revoked key is refused like an unknown one and the devices list says when.
CREATE TABLE device_keys (
  key_hash text PRIMARY KEY CHECK (key_hash ~ '^[0-9a-f]{64}$'),
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);

-- An account's keys still valid: "sign out everywhere" revokes them all, the devices list shows them.
CREATE INDEX device_keys_account_live ON device_keys (account_id) WHERE revoked_at IS NULL;

-- A link that signs another device in: valid once, until it expires (10 minutes).
CREATE TABLE sign_in_links (
  link_hash text PRIMARY KEY CHECK (link_hash ~ '^[0-9a-f]{64}$'),
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CHECK (expires_at > created_at)
);

-- Expired links are swept by their time; an account's links are found (and removed with it) by the account.
CREATE INDEX sign_in_links_expires_at ON sign_in_links (expires_at);
CREATE INDEX sign_in_links_account ON sign_in_links (account_id);
