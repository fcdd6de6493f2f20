-- Passkeys (issue 49): the WebAuthn credentials an account signs in with, and the challenges of the ceremonies under
-- way. A credential's public key proves nothing to its holder, so it is kept as it is; a challenge is kept as its
-- SHA-256, works once (its row is deleted when it is answered) and only until it expires (five minutes).

-- A passkey of an account. Deleting the account deletes its passkeys (src/accounts/passkey-store.ts); "sign out
-- everywhere" keeps them: it revokes the keys of devices, and a passkey is how the player signs in again.
CREATE TABLE passkeys (
  -- The credential's id, base64url, as the authenticator made it (unique to that authenticator).
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]+$' AND char_length(id) <= 1364),
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- The COSE public key the signatures are checked with.
  public_key bytea NOT NULL,
  -- The authenticator's signature counter as last seen: a sign-in must show a higher one (or both 0, as synced
  -- passkeys do), else it is a cloned authenticator or a replay.
  counter bigint NOT NULL CHECK (counter >= 0),
  -- How the browser may reach the authenticator (`internal`, `hybrid`, `usb`, …), for the options that name it.
  transports text[] NOT NULL DEFAULT '{}',
  -- `singleDevice` (bound to one authenticator) or `multiDevice` (synced), and whether it is backed up now.
  device_type text NOT NULL CHECK (device_type IN ('singleDevice', 'multiDevice')),
  backed_up boolean NOT NULL,
  -- The name the player gave it, as a player's name is written.
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);

-- An account's passkeys: its list, its options' exclusions, its deletion.
CREATE INDEX passkeys_account ON passkeys (account_id, created_at);

-- A ceremony's challenge, bound to what asked for it: adding a passkey (to one account) or signing in (no account
-- named), on one host name and origin.
CREATE TABLE passkey_challenges (
  challenge_hash text PRIMARY KEY CHECK (challenge_hash ~ '^[0-9a-f]{64}$'),
  purpose text NOT NULL CHECK (purpose IN ('registration', 'authentication')),
  account_id text REFERENCES accounts (id) ON DELETE CASCADE,
  rp_id text NOT NULL CHECK (char_length(rp_id) BETWEEN 1 AND 255),
  origin text NOT NULL CHECK (char_length(origin) BETWEEN 1 AND 300),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  CHECK (expires_at > created_at),
  CHECK ((purpose = 'registration') = (account_id IS NOT NULL))
);

-- Expired challenges are swept by their time.
CREATE INDEX passkey_challenges_expires_at ON passkey_challenges (expires_at);
