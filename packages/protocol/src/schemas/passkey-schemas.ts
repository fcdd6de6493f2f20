// @birimba/protocol/schemas, the passkey routes (passkeys.ts): the valibot schemas of what each takes and gives. A
// credential is checked for its outline only — WebAuthn's JSON with base64url fields — since the server's WebAuthn
// library reads and verifies what is inside.

import * as v from 'valibot';
import type { PasskeyRoute } from '../passkeys.js';
import { PasskeyIdSchema, PasskeySchema, SignedInSchema } from './account-schemas.js';
import { NameSchema } from './client-schemas.js';

/** Base64url of at most 16 KB: an attestation is some hundreds of bytes. */
const base64url = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{0,16384}$/));

/** A credential as the browser gives it (`PasskeyCredential`). */
const CredentialSchema = v.looseObject({
  id: PasskeyIdSchema,
  rawId: PasskeyIdSchema,
  type: v.literal('public-key'),
  response: v.looseObject({ clientDataJSON: base64url }),
  clientExtensionResults: v.optional(v.looseObject({})),
  authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'])),
});

/** The options of a ceremony (`PasskeyOptions`): WebAuthn's, with a base64url challenge. */
const OptionsSchema = v.looseObject({ challenge: base64url });

/** What each passkey route takes as its body, for the routes that take one. */
export const PASSKEY_REQUEST_SCHEMAS: Partial<Readonly<Record<PasskeyRoute, v.GenericSchema>>> = {
  registerPasskey: v.strictObject({ credential: CredentialSchema, name: v.optional(NameSchema) }),
  renamePasskey: v.strictObject({ name: NameSchema }),
  signInWithPasskey: v.strictObject({ credential: CredentialSchema }),
};

/** What each passkey route answers with, for the routes that answer with a body. */
export const PASSKEY_ANSWER_SCHEMAS: Partial<Readonly<Record<PasskeyRoute, v.GenericSchema>>> = {
  passkeyRegistrationOptions: OptionsSchema,
  registerPasskey: PasskeySchema,
  passkeys: v.strictObject({ passkeys: v.array(PasskeySchema) }),
  renamePasskey: PasskeySchema,
  passkeySignInOptions: OptionsSchema,
  signInWithPasskey: SignedInSchema,
};
