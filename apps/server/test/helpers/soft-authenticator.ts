// A passkey authenticator in software, for the route tests: it makes ES256 credentials (attestation `none`) for the
// options a server gives and signs sign-in challenges with them, writing the client data a browser of `origin` would,
// its signature counter moved on by each signature unless a test sets it.

import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { PasskeyCredential, PasskeyOptions } from '@birimba/protocol';

/** One credential it keeps. */
interface Kept {
  readonly privateKey: KeyObject;
  readonly rpId: string;
  readonly userHandle: string;
  counter: number;
}

const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest();

/** CBOR (RFC 8949) of the few kinds an attestation holds: integers, text, bytes, maps. */
function cbor(value: number | string | Uint8Array | Map<number | string, unknown>): Buffer {
  const head = (major: number, n: number): Buffer => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = [...value].map(([k, v]) =>
    Buffer.concat([cbor(k), cbor(v as number | string | Uint8Array | Map<number | string, unknown>)]),
  );
  return Buffer.concat([head(5, value.size), ...entries]);
}

const counterBytes = (n: number): Buffer => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

export class SoftAuthenticator {
  readonly credentials = new Map<string, Kept>();

  constructor(public origin: string) {}

  /** A new credential for registration options (`passkeyRegistrationOptions`). */
  register(options: PasskeyOptions): PasskeyCredential {
    const rp = options.rp as { id: string };
    const user = options.user as { id: string };
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const id = randomBytes(16);
    const cose = cbor(
      new Map<number, unknown>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    // Flags: user present (0x01), user verified (0x04), credential data attached (0x40).
    const authData = Buffer.concat([
      sha256(rp.id),
      Buffer.from([0x45]),
      counterBytes(0),
      Buffer.alloc(16),
      idLength,
      id,
      cose,
    ]);
    this.credentials.set(id.toString('base64url'), { privateKey, rpId: rp.id, userHandle: user.id, counter: 0 });
    const attestation = cbor(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: id.toString('base64url'),
      rawId: id.toString('base64url'),
      type: 'public-key',
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge),
        attestationObject: attestation.toString('base64url'),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** A sign-in with credential `id` (default: the first kept) for sign-in options (`passkeySignInOptions`). */
  signIn(options: PasskeyOptions, id = [...this.credentials.keys()][0] ?? ''): PasskeyCredential {
    const kept = this.credentials.get(id);
    if (kept === undefined) throw new Error('no such credential');
    kept.counter += 1;
    const authData = Buffer.concat([sha256(kept.rpId), Buffer.from([0x05]), counterBytes(kept.counter)]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]),
      kept.privateKey,
    );
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON,
        authenticatorData: authData.toString('base64url'),
        signature: signature.toString('base64url'),
        userHandle: kept.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  private clientData(type: string, challenge: string): string {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false })).toString(
      'base64url',
    );
  }
}
