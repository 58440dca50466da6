import { createHash } from "node:crypto";

import { MOBILE_URL } from "../playwright.config";
import { createAccount } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { trpcQuery } from "./support/trpc";

const VERIFIER = "e2e-verifier-of-enough-length-0123456789-abcdefghijklmnop";
const CHALLENGE = createHash("sha256").update(VERIFIER).digest("base64url");
const CALLBACK = `${MOBILE_URL}/auth/callback`;

function authorizePath(redirectUri = CALLBACK, prefix = "") {
  const query = new URLSearchParams({
    code_challenge: CHALLENGE,
    code_challenge_method: "S256",
    redirect_uri: redirectUri,
    state: "state-42",
  });
  return `${prefix}/mobile/authorize?${query}`;
}

test.describe("the app's sign-in through the browser", () => {
  test.beforeEach(async ({ page }) => {
    // The app's web build stands behind this origin; here the test reads where the browser lands.
    await page.route(`${MOBILE_URL}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>App</title>" }),
    );
  });

  test("a signed-out user signs in, confirms, and the app trades the code once", async ({
    page,
    newRequest,
  }) => {
    const account = await createAccount(await newRequest(), {
      name: "Ada Handoff",
      verified: true,
    });
    await page.goto(authorizePath());
    await expect(page).toHaveURL(/\/auth\/login\?callbackUrl=/);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();

    await expect(page.getByRole("heading", { name: "Sign in to the Teamkit app?" })).toBeVisible();
    await expect(page.getByText(`You are signed in as ${account.email}.`)).toBeVisible();
    await page.getByRole("button", { name: "Sign in to the app" }).click();
    await page.waitForURL((url) => url.origin === MOBILE_URL);
    const landed = new URL(page.url());
    expect(landed.searchParams.get("state")).toBe("state-42");
    const code = landed.searchParams.get("code");
    expect(code).toBeTruthy();

    // The app: no cookie, only the code and its verifier.
    const app = await newRequest();
    const exchange = (input: object) =>
      app.post("/api/trpc/auth.mobileHandoff.exchange", {
        data: {
          json: {
            code,
            codeVerifier: VERIFIER,
            redirectUri: CALLBACK,
            deviceName: "E2E",
            ...input,
          },
        },
      });
    const first = await exchange({});
    expect(first.status()).toBe(200);
    const { token } = ((await first.json()) as { result: { data: { json: { token: string } } } })
      .result.data.json;
    const bearer = await newRequest();
    const session = await bearer.get("/api/trpc/user.session", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(JSON.stringify(await session.json())).toContain(account.email);

    const reused = await exchange({});
    expect(reused.status()).toBe(400);
    expect(await reused.text()).toContain("expired or was already used");
    expect(await trpcQuery(app, "user.session")).toBeNull();
  });

  test("cancel tells the app no; a redirect to elsewhere is refused, in German too", async ({
    page,
    newRequest,
  }) => {
    const account = await createAccount(page.request, { name: "Ben Handoff", verified: true });
    expect(account.team).not.toBeNull();
    await page.goto(authorizePath());
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.waitForURL((url) => url.origin === MOBILE_URL);
    expect(new URL(page.url()).searchParams.get("error")).toBe("access_denied");
    expect(new URL(page.url()).searchParams.get("code")).toBeNull();

    await page.goto(authorizePath("https://evil.example/callback"));
    await expect(
      page.getByRole("heading", { name: "This sign-in request is not valid" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in to the app" })).toHaveCount(0);

    const visitor = await (await newRequest()).get(authorizePath("teamkit://x#y", "/de"));
    expect(await visitor.text()).toContain("Diese Anmeldeanfrage ist ungültig");
  });
});
