import type { APIRequestContext, Page, PlaywrightWorkerArgs } from "@playwright/test";
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";

import { MOBILE_URL, PASSKEYS_PORT, SERVER_ENV } from "../playwright.config";
import { createAccount } from "./support/accounts";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { waitUntilHealthy } from "./support/instance";
import { confirmByKeyboard, removeBothByKeyboard } from "./support/keyboard";
import { lookAt } from "./support/screens";
import { answerSignInTooOld } from "./support/session";
import { toast } from "./support/teams";
import { trpcMutation } from "./support/trpc";
import { turnOnTwoFactor } from "./support/two-factor";

const ORIGIN = `http://localhost:${PASSKEYS_PORT}`;
/** Another origin on the same host: passkeys of `localhost` work there, the app's answers must not. */
const OTHER_ORIGIN = `http://localhost:${PASSKEYS_PORT + 1}`;
const APP_DIR = path.resolve(import.meta.dirname, "..");
const SETTINGS = "/app/settings/account/general";

/** The DevTools virtual authenticator: a platform passkey that verifies its user. Returns its removal. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return async () => {
    await cdp.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId });
  };
}

/**
 * A new verified account on the instance, signed in on `page` too. The API calls come from a
 * context of their own: the shared helpers send the main instance's Origin, and a page may not
 * claim `Sec-Fetch-Site` itself.
 */
async function signedInAccount(page: Page, newContext: () => Promise<APIRequestContext>) {
  const api = await newContext();
  const account = await createAccount(api, { verified: true });
  await page.context().addCookies((await api.storageState()).cookies);
  return { api, account };
}

async function addPasskey(page: Page, name: string, labels = { name: "Name of the new passkey" }) {
  await page.getByLabel(labels.name).fill(name);
  await page.getByLabel(labels.name).press("Enter");
}

test.describe("passkeys", () => {
  // One instance on `localhost` for the file; its tests run one after the other.
  test.describe.configure({ mode: "default" });
  test.use({ baseURL: ORIGIN });

  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const dataDir = path.resolve(APP_DIR, "../../.data/e2e-passkeys");
    rmSync(dataDir, { recursive: true, force: true });
    server = spawn(
      process.execPath,
      ["server.mjs", "--hostname", "127.0.0.1", "--port", String(PASSKEYS_PORT)],
      {
        cwd: APP_DIR,
        env: { ...process.env, ...SERVER_ENV, APP_URL: ORIGIN, TEAMKIT_DATA_DIR: dataDir },
        stdio: "ignore",
      },
    );
    await waitUntilHealthy(ORIGIN, 100_000);
  });

  test.afterAll(() => {
    server?.kill("SIGTERM");
  });

  let contexts: APIRequestContext[] = [];
  test.afterEach(async () => {
    await Promise.all(contexts.map((context) => context.dispose()));
    contexts = [];
  });
  /** An API context on the instance, as its own pages call it. */
  function apiContext(playwright: PlaywrightWorkerArgs["playwright"]) {
    return async () => {
      const context = await playwright.request.newContext({
        baseURL: ORIGIN,
        extraHTTPHeaders: { "sec-fetch-site": "same-origin" },
      });
      contexts.push(context);
      return context;
    };
  }

  test("a passkey replaces the password and the code, once per challenge and only on this origin", async ({
    page,
    playwright,
  }) => {
    const { api } = await signedInAccount(page, apiContext(playwright));
    await turnOnTwoFactor(api);
    await addVirtualAuthenticator(page);

    await page.goto(SETTINGS);
    const passkeys = page.getByRole("list", { name: "Your passkeys" });
    await expect(page.getByText("You have no passkeys yet.")).toBeVisible();
    await addPasskey(page, "Laptop");
    await expect(toast(page, "Your passkey has been added.")).toBeVisible();
    await expect(passkeys.getByRole("listitem")).toHaveCount(1);
    await expect(passkeys).toContainText("Laptop");
    await expect(passkeys).toContainText("Never used");

    await page.getByRole("button", { name: "Rename Laptop" }).click();
    await page.getByLabel("New name for Laptop").fill("Work laptop");
    await passkeys.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "The passkey has been renamed.")).toBeVisible();
    await expect(passkeys).toContainText("Work laptop");
    await expectNoSeriousA11yViolations(page, "settings with a passkey");
    await lookAt(page, "passkeys-settings");

    await trpcMutation(api, "auth.signOut");
    const posted: { url: string; body: string }[] = [];
    page.on("request", (request) => {
      if (request.url().includes("auth.signInWithPasskey")) {
        posted.push({ url: request.url(), body: request.postData() ?? "" });
      }
    });
    // Chromium offers the passkey in the email field's autofill, which the virtual authenticator
    // picks at once. Two-factor sign-in is on, and no code is asked for.
    await page.goto("/auth/login");
    await page.waitForURL(/\/app\/dashboard$/);

    // The button, in a browser without the autofill.
    await page.context().clearCookies();
    await page.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
    });
    await page.goto("/auth/login");
    await expectNoSeriousA11yViolations(page, "login with a passkey button");
    await lookAt(page, "passkeys-login");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.waitForURL(/\/app\/dashboard$/);
    expect(posted).toHaveLength(2);

    // The same assertion again: its challenge is used up.
    const [assertion] = posted;
    expect(assertion).toBeDefined();
    const anonymous = await apiContext(playwright)();
    const replay = await anonymous.post(assertion?.url ?? "", {
      data: assertion?.body,
      headers: { "content-type": "application/json" },
    });
    expect(await replay.text()).toContain("The passkey request has expired.");

    // An assertion the passkey makes on another origin, for a challenge of this one.
    const options = await trpcMutation<{ challenge: string }>(anonymous, "auth.passkeyOptions");
    await page.route(`${OTHER_ORIGIN}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Other</title>" }),
    );
    await page.goto(OTHER_ORIGIN);
    const response = await page.evaluate(async (challenge) => {
      const decode = (text: string) =>
        Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
      const encode = (buffer: ArrayBuffer) =>
        btoa(String.fromCharCode(...new Uint8Array(buffer)))
          .replace(/\+/g, "-")
          .replace(/\//g, "_")
          .replace(/=+$/, "");
      const credential = (await navigator.credentials.get({
        publicKey: {
          challenge: decode(challenge),
          rpId: "localhost",
          userVerification: "required",
        },
      })) as PublicKeyCredential;
      const answer = credential.response as AuthenticatorAssertionResponse;
      return {
        id: credential.id,
        rawId: encode(credential.rawId),
        type: "public-key",
        response: {
          clientDataJSON: encode(answer.clientDataJSON),
          authenticatorData: encode(answer.authenticatorData),
          signature: encode(answer.signature),
        },
      };
    }, options.challenge);
    const elsewhere = await anonymous.post("/api/trpc/auth.signInWithPasskey", {
      data: { json: { response } },
    });
    expect(await elsewhere.text()).toContain("This passkey could not be verified.");

    // The app signs in through the browser: the passkey leads on to the app's confirmation.
    await page.context().clearCookies();
    const handoff = new URLSearchParams({
      code_challenge: createHash("sha256")
        .update("e2e-passkey-handoff-verifier")
        .digest("base64url"),
      code_challenge_method: "S256",
      redirect_uri: `${MOBILE_URL}/auth/callback`,
      state: "passkey",
    });
    await page.goto(`/mobile/authorize?${handoff}`);
    await expect(page).toHaveURL(/\/auth\/login\?callbackUrl=/);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page.getByRole("heading", { name: "Sign in to the Teamkit app?" })).toBeVisible();

    await page.goto(SETTINGS);
    await expect(passkeys).toContainText(/Last used/);
    await page.getByRole("button", { name: "Delete Work laptop" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "The passkey has been deleted.")).toBeVisible();
    await expect(page.getByText("You have no passkeys yet.")).toBeVisible();
  });

  test("a session signed in a while ago types its password again before adding one", async ({
    page,
    playwright,
  }) => {
    const { account } = await signedInAccount(page, apiContext(playwright));
    await addVirtualAuthenticator(page);
    await page.goto(SETTINGS);
    await answerSignInTooOld(page, "user.passkeys.registrationOptions");
    await addPasskey(page, "Laptop");
    const dialog = page.getByRole("dialog", { name: "Confirm it's you" });
    await dialog.getByLabel("Current password").fill(account.password);
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expect(toast(page, "Your passkey has been added.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Your passkeys" })).toContainText("Laptop");
  });

  test("deleting a passkey by keyboard hands the focus to the next one's Delete, then to the section", async ({
    page,
    playwright,
  }) => {
    await signedInAccount(page, apiContext(playwright));
    // One authenticator per passkey: the one that holds a passkey is excluded from adding another.
    const removeFirst = await addVirtualAuthenticator(page);
    await page.goto(SETTINGS);
    await addPasskey(page, "Laptop");
    await expect(toast(page, "Your passkey has been added.")).toBeVisible();
    await removeFirst();
    await addVirtualAuthenticator(page);
    await addPasskey(page, "Phone");
    const passkeys = page.getByRole("list", { name: "Your passkeys" });
    await removeBothByKeyboard(
      passkeys.getByRole("button", { name: /^Delete / }),
      page.getByRole("heading", { name: "Passkeys" }),
      () => confirmByKeyboard(page, /^Delete the passkey/),
    );
    await expect(page.getByText("You have no passkeys yet.")).toBeVisible();
  });

  test("without a password the last passkey stays, and an older session signs in again (German)", async ({
    page,
    playwright,
  }) => {
    const {
      account: { password },
    } = await signedInAccount(page, apiContext(playwright));
    await addVirtualAuthenticator(page);
    await page.goto(`/de${SETTINGS}`);
    await addPasskey(page, "Telefon", { name: "Name des neuen Passkeys" });
    await expect(toast(page, "Dein Passkey wurde hinzugefügt.")).toBeVisible();

    const removal = page.getByRole("form", { name: "Passwort entfernen" });
    await removal.getByLabel("Aktuelles Passwort").fill(password);
    await removal.getByRole("button", { name: "Passwort entfernen" }).click();
    await expect(toast(page, "Dein Passwort wurde entfernt.")).toBeVisible();
    await expect(page.getByRole("form", { name: "Passwort entfernen" })).toHaveCount(0);

    await page.getByRole("button", { name: "Telefon löschen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Löschen" }).click();
    await expect(toast(page, "Das ist deine letzte Anmeldemöglichkeit")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("list", { name: "Deine Passkeys" })).toContainText("Telefon");

    // A session signed in a while ago has no password to confirm with: it signs in again.
    await answerSignInTooOld(page, "user.twoFactor.begin");
    const enable = page.getByRole("button", { name: "Zwei-Faktor-Anmeldung einschalten" });
    await enable.click();
    const dialog = page.getByRole("dialog", { name: "Bestätige, dass du es bist" });
    await expect(dialog).toContainText("Melde dich erneut an");
    await expect(dialog.getByLabel("Aktuelles Passwort")).toHaveCount(0);
    await lookAt(page, "confirm-sign-in-again-de");
    await dialog.getByRole("button", { name: "Erneut anmelden" }).click();
    // Signed out, then the browser's autofill signs in with the passkey at once and leads back.
    await page.waitForURL(/\/de\/auth\/login\?callbackUrl=/);
    await page.waitForURL(/\/de\/app\/settings\/account\/general#two-factor$/);
    await enable.click();
    await expect(
      page.getByRole("img", { name: "QR-Code für deine Authenticator-App" }),
    ).toBeVisible();
  });
});
