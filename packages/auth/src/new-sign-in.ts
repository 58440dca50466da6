import { createHash } from "node:crypto";

import type { Database } from "@teamkit/db";
import type { QueueEmail } from "@teamkit/email";
import type { Locale } from "@teamkit/i18n";
import { eq, errorSummary, knownDevices, sql } from "@teamkit/db";
import { localizedPath } from "@teamkit/i18n";

import type { SessionKind } from "./session";
import { describeUserAgent } from "./user-agent";

export const SESSIONS_PATH = "/app/settings/account/general";
export const SESSIONS_ANCHOR = "sessions";

export interface NewSignIn {
  user: { id: string; email: string; name: string | null; locale: Locale };
  kind: SessionKind;
  deviceId?: string;
  /** Web: the request's known-device cookie already named this account. */
  knownDevice?: boolean;
  deviceName?: string;
  userAgent?: string | null;
}

export interface NewSignInDeps {
  queueEmail: QueueEmail;
  appUrl: string;
  now?: () => Date;
}

/**
 * A browser is known by its signed device cookie (it cannot be copied to another account or forged);
 * a phone only by the name the app reports, which proves nothing and may be a model's generic name:
 * a thief who guesses it stays unannounced. The first device of an account is recorded without a
 * mail: right after sign-up there is no earlier one to compare with.
 */
function deviceHash(signIn: NewSignIn): string {
  const key =
    signIn.kind === "web"
      ? `web:${signIn.deviceId ?? ""}`
      : `mobile:${(signIn.deviceName ?? "").trim().toLowerCase()}`;
  return createHash("sha256").update(key).digest("hex");
}

/**
 * Records the device of a sign-in and mails the user when it is one not seen before. Through the
 * outbox, and never throwing: a mail or database failure must not fail the sign-in it reports.
 */
export async function notifyNewSignIn(
  db: Database,
  signIn: NewSignIn,
  deps: NewSignInDeps,
): Promise<{ mailed: boolean }> {
  try {
    const now = deps.now?.() ?? new Date();
    const hash = deviceHash(signIn);
    const [seen] = await db
      .select({
        anyDevice: sql<boolean>`count(*) > 0`,
        thisDevice: sql<boolean>`coalesce(bool_or(${knownDevices.kind} = ${signIn.kind} and ${knownDevices.deviceHash} = ${hash}), false)`,
      })
      .from(knownDevices)
      .where(eq(knownDevices.userId, signIn.user.id));
    await db
      .insert(knownDevices)
      .values({
        userId: signIn.user.id,
        kind: signIn.kind,
        deviceHash: hash,
        createdAt: now,
        lastSeenAt: now,
      })
      .onConflictDoUpdate({
        target: [knownDevices.userId, knownDevices.kind, knownDevices.deviceHash],
        set: { lastSeenAt: now },
      });
    const isNew = !!seen?.anyDevice && !seen.thisDevice && !signIn.knownDevice;
    if (!isNew) return { mailed: false };
    const label = describeUserAgent(signIn.userAgent);
    await deps.queueEmail({
      to: signIn.user.email,
      template: "NewSignIn",
      locale: signIn.user.locale,
      props: {
        url: `${deps.appUrl}${localizedPath(signIn.user.locale, SESSIONS_PATH)}#${SESSIONS_ANCHOR}`,
        name: signIn.user.name,
        signedInAt: now.toISOString(),
        kind: signIn.kind,
        browser: label.browser,
        os: label.os,
        deviceName: signIn.kind === "mobile" ? (signIn.deviceName ?? null) : null,
      },
    });
    return { mailed: true };
  } catch (error) {
    console.error(
      "New sign-in: could not record the device or queue the mail",
      errorSummary(error),
    );
    return { mailed: false };
  }
}
