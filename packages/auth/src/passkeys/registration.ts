import type { RegistrationResponseJSON } from "@simplewebauthn/server";

import { generateRegistrationOptions, verifyRegistrationResponse } from "@simplewebauthn/server";

import type { Database } from "@teamkit/db";
import { count, eq, isUniqueViolation, passkeys } from "@teamkit/db";
import { APP_TITLE } from "@teamkit/i18n";
import { AppError } from "@teamkit/validators";

import type { OwnerMail } from "../flows/mail-owner";
import type { PasskeyListItem } from "./manage";
import { mailAccountOwner } from "../flows/mail-owner";
import {
  answeredChallenge,
  expectedAnswer,
  issueRegistrationChallenge,
  passkeyInvalidError,
  useRegistrationChallenge,
  verifiedAnswer,
} from "./challenges";
import { listedPasskeyColumns } from "./manage";
import { relyingParty } from "./relying-party";

/** Enough for every device a person owns; a stolen session cannot pile up keys. */
export const MAX_PASSKEYS = 20;

/** How long the browser waits for the authenticator: the challenge's own lifetime. */
export const PASSKEY_CEREMONY_TIMEOUT_MS = 5 * 60_000;

function tooManyError(): AppError {
  return new AppError("CONFLICT", {
    messageKey: "account.passkeys.errors.tooMany",
    values: { max: MAX_PASSKEYS },
  });
}

async function passkeyCount(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return Number(row?.n ?? 0);
}

/** A discoverable credential with user verification, none of the user's existing ones again. */
export async function passkeyRegistrationOptions(
  db: Database,
  user: { id: string; email: string; name: string | null },
  now: Date,
) {
  const rp = relyingParty();
  if ((await passkeyCount(db, user.id)) >= MAX_PASSKEYS) throw tooManyError();
  const existing = await db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  const challenge = await issueRegistrationChallenge(db, user, now);
  return generateRegistrationOptions({
    rpName: APP_TITLE,
    rpID: rp.id,
    userName: user.email,
    userID: new Uint8Array(Buffer.from(user.id, "utf8")),
    userDisplayName: user.name ?? user.email,
    challenge,
    timeout: PASSKEY_CEREMONY_TIMEOUT_MS,
    attestationType: "none",
    excludeCredentials: existing,
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
}

/** A new way in is announced to the account's owner: a stolen session could otherwise add one. */
export async function registerPasskey(
  db: Database,
  input: { userId: string; name: string; response: RegistrationResponseJSON },
  now: Date,
  mail?: OwnerMail,
): Promise<PasskeyListItem> {
  const challenge = answeredChallenge(input.response.response.clientDataJSON);
  const expected = expectedAnswer(challenge);
  await useRegistrationChallenge(db, { challenge, userId: input.userId, now });
  const { registrationInfo: info } = await verifiedAnswer(
    verifyRegistrationResponse({ response: input.response, ...expected }),
  );
  if (!info) throw passkeyInvalidError();
  if ((await passkeyCount(db, input.userId)) >= MAX_PASSKEYS) throw tooManyError();
  try {
    const [row] = await db
      .insert(passkeys)
      .values({
        userId: input.userId,
        credentialId: info.credential.id,
        publicKey: info.credential.publicKey,
        counter: info.credential.counter,
        transports: info.credential.transports ?? [],
        multiDevice: info.credentialDeviceType === "multiDevice",
        backedUp: info.credentialBackedUp,
        name: input.name,
        createdAt: now,
      })
      .returning(listedPasskeyColumns);
    if (!row) throw passkeyInvalidError();
    if (mail) {
      await mailAccountOwner(db, input.userId, mail, {
        template: "PasskeyAdded",
        path: "/app/settings/account/general",
      });
    }
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError("CONFLICT", { messageKey: "account.passkeys.errors.alreadyRegistered" });
    }
    throw error;
  }
}
