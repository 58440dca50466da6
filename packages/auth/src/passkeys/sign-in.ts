import type { AuthenticationResponseJSON } from "@simplewebauthn/server";

import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from "@simplewebauthn/server";

import type { Database } from "@teamkit/db";
import { and, eq, passkeys, users } from "@teamkit/db";
import { AppError } from "@teamkit/validators";

import type { SignInOutcome } from "../flows/complete-sign-in";
import type { SignInClient } from "../flows/deps";
import type { OwnerMail } from "../flows/mail-owner";
import { completeSignIn, signInUserColumns } from "../flows/complete-sign-in";
import { mailAccountOwner } from "../flows/mail-owner";
import {
  answeredChallenge,
  expectedAnswer,
  passkeyInvalidError,
  signInChallenge,
  useSignInChallenge,
  verifiedAnswer,
} from "./challenges";
import { counterAccepted } from "./counter";
import { PASSKEY_CEREMONY_TIMEOUT_MS } from "./registration";
import { relyingParty } from "./relying-party";

/** Any of the browser's passkeys for this site names its account: for the button and autofill. */
export function passkeySignInOptions(now: Date) {
  return generateAuthenticationOptions({
    rpID: relyingParty().id,
    challenge: signInChallenge(now),
    timeout: PASSKEY_CEREMONY_TIMEOUT_MS,
    userVerification: "required",
  });
}

function passkeyRefusedError(): AppError {
  return new AppError("BAD_REQUEST", { messageKey: "auth.errors.passkeyRefused" });
}

export interface PasskeySignInDeps {
  now?: () => Date;
  client: SignInClient;
  mail?: OwnerMail;
}

/**
 * A passkey is both factors at once (something held, unlocked by something known or inherent), so
 * it never leads to a two-factor challenge.
 */
export async function signInWithPasskey(
  db: Database,
  input: { response: AuthenticationResponseJSON },
  deps: PasskeySignInDeps,
): Promise<SignInOutcome> {
  const now = deps.now?.() ?? new Date();
  const challenge = answeredChallenge(input.response.response.clientDataJSON);
  const expected = expectedAnswer(challenge);
  await useSignInChallenge(db, challenge, now);

  const [passkey] = await db
    .select({
      id: passkeys.id,
      userId: passkeys.userId,
      publicKey: passkeys.publicKey,
      counter: passkeys.counter,
      transports: passkeys.transports,
    })
    .from(passkeys)
    .where(eq(passkeys.credentialId, input.response.id))
    .limit(1);
  if (!passkey) {
    throw new AppError("BAD_REQUEST", { messageKey: "auth.errors.passkeyUnknown" });
  }

  const { authenticationInfo: info } = await verifiedAnswer(
    verifyAuthenticationResponse({
      response: input.response,
      ...expected,
      // The counter rule is ours (counterAccepted), applied once the signature is proven.
      credential: {
        id: input.response.id,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: 0,
        transports: passkey.transports,
      },
    }),
  );

  if (!counterAccepted(passkey.counter, info.newCounter)) {
    if (deps.mail) {
      await mailAccountOwner(db, passkey.userId, deps.mail, {
        template: "PasskeyRefused",
        path: "/app/settings/account/general",
      });
    }
    throw passkeyRefusedError();
  }
  const [used] = await db
    .update(passkeys)
    .set({ counter: info.newCounter, backedUp: info.credentialBackedUp, lastUsedAt: now })
    .where(and(eq(passkeys.id, passkey.id), eq(passkeys.counter, passkey.counter)))
    .returning({ id: passkeys.id });
  // Another sign-in with the same passkey moved the counter meanwhile.
  if (!used) throw passkeyRefusedError();

  const [user] = await db
    .select(signInUserColumns)
    .from(users)
    .where(eq(users.id, passkey.userId))
    .limit(1);
  if (!user) throw passkeyInvalidError();
  return completeSignIn(db, user, now, { ...deps.client, secondFactorPassed: true });
}
