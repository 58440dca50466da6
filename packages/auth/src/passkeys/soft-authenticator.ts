/** Tests only: a software passkey that answers ceremonies as a browser and authenticator would. */
import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  const out = Buffer.alloc(3);
  out[0] = (major << 5) | 25;
  out.writeUInt16BE(length, 1);
  return out;
}

/** The little CBOR a "none" attestation needs: small integers, strings, bytes and maps. */
function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

export interface SoftPasskeyOptions {
  /** The origin the "browser" puts in its client data. */
  origin?: string;
  rpId?: string;
  /** 0 keeps the counter at 0 (a synced passkey); else it starts here and grows by one a use. */
  counter?: number;
}

/** An ES256 passkey. `counter` may be set between uses to imitate a copied authenticator. */
export function softPasskey(options: SoftPasskeyOptions = {}) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const credentialId = randomBytes(16);
  const rpId = options.rpId ?? "localhost";
  const origin = options.origin ?? "http://localhost:3000";
  const state = { counter: options.counter ?? 0 };
  const cose = cbor(
    new Map<number, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? "", "base64url")],
      [-3, Buffer.from(jwk.y ?? "", "base64url")],
    ]),
  );

  function authData(flags: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(state.counter);
    const rpIdHash = createHash("sha256").update(rpId).digest();
    return Buffer.concat([rpIdHash, Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  function clientData(type: string, challenge: string, from: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: from, crossOrigin: false }));
  }

  /** A credential as `navigator.credentials` returns it, with the ceremony's own `response`. */
  function credential<R>(response: R) {
    return {
      id: b64url(credentialId),
      rawId: b64url(credentialId),
      type: "public-key" as const,
      clientExtensionResults: {},
      response,
    };
  }

  return {
    id: b64url(credentialId),
    state,
    /** Answers `navigator.credentials.create` for the given options. */
    register(ceremony: { challenge: string }, overrides: { origin?: string } = {}) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, cose]);
      // User present, user verified, attested credential data.
      const data = authData(0x01 | 0x04 | 0x40, attested);
      const attestationObject = cbor(
        new Map<string, Cbor>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", data],
        ]),
      );
      return credential({
        clientDataJSON: b64url(
          clientData("webauthn.create", ceremony.challenge, overrides.origin ?? origin),
        ),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      });
    },
    /** Answers `navigator.credentials.get`; each use moves a counting passkey's counter on. */
    assert(
      ceremony: { challenge: string },
      overrides: { origin?: string; userVerified?: boolean } = {},
    ) {
      if (state.counter > 0) state.counter += 1;
      const data = authData(0x01 | (overrides.userVerified === false ? 0 : 0x04));
      const client = clientData("webauthn.get", ceremony.challenge, overrides.origin ?? origin);
      const signature = sign(
        "sha256",
        Buffer.concat([data, createHash("sha256").update(client).digest()]),
        privateKey,
      );
      return credential({
        clientDataJSON: b64url(client),
        authenticatorData: b64url(data),
        signature: b64url(signature),
      });
    },
  };
}
