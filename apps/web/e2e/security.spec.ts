import type { APIRequestContext, Browser, Page } from "@playwright/test";
import type { ChildProcess } from "node:child_process";
import type { Server } from "node:http";
import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";

import { BASE_URL, PROXY_HOPS_PORT } from "../playwright.config";
import { createAccount, DEMO_PASSWORD, DEMO_USERS } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { waitUntilHealthy } from "./support/instance";
import { openUserMenu } from "./support/session";
import { ownerWithTeam } from "./support/teams";

const SIGNED_IN_PAGES = [
  "/app/dashboard",
  "/app/tasks",
  "/app/tasks/tags",
  "/app/task-demo",
  "/app/ai-demo",
  "/app/settings/account/general",
  "/app/settings/team/general",
  "/app/settings/team/members",
  "/app/settings/team/billing",
  "/app/admin",
  "/app/admin/users",
  // Last: the locale cookie it sets would send the next unprefixed page to German.
  "/de/app/settings/team/audit",
];

/** Another origin on the same site as the app (127.0.0.1, another port): cookies go along. */
const OTHER_ORIGIN_PORT = 3198;
const OTHER_ORIGIN = `http://127.0.0.1:${OTHER_ORIGIN_PORT}`;
const APP_DIR = path.resolve(import.meta.dirname, "..");

/** Serves one HTML page on the other origin while `run` runs. */
async function withOtherOrigin(html: string, run: () => Promise<void>) {
  const site: Server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html" });
    response.end(html);
  });
  await new Promise<void>((resolve) => site.listen(OTHER_ORIGIN_PORT, "127.0.0.1", resolve));
  try {
    await run();
  } finally {
    await new Promise((resolve) => site.close(resolve));
  }
}

/** A browser signed in as a fresh, verified user (verifying the address signs it in). */
async function signedInContext(browser: Browser) {
  const context = await browser.newContext({ baseURL: BASE_URL });
  await createAccount(context.request, { verified: true });
  return context;
}

async function sessionWorks(request: APIRequestContext): Promise<boolean> {
  return (await request.get("/api/trpc/user.me")).status() === 200;
}

/** The id Next gave a server action, read from the build. */
function serverActionId(exportedName: string): string {
  const manifest = JSON.parse(
    readFileSync(path.join(APP_DIR, ".next/server/server-reference-manifest.json"), "utf8"),
  ) as { node: Record<string, { exportedName?: string }> };
  const entry = Object.entries(manifest.node).find(([, v]) => v.exportedName === exportedName);
  if (!entry) throw new Error(`no server action ${exportedName} in the build`);
  return entry[0];
}

test.describe("loopback bind and rewrites", () => {
  const MAPPED_PAGES = [
    "/docs",
    "/docs/getting-started",
    "/blog/introducing-teamkit",
    "/legal/imprint",
    "/dev/mailbox",
    "/de/docs/getting-started",
  ];

  test("pages the proxy handles answer without redirecting to themselves, whatever the Host", async ({
    playwright,
  }) => {
    for (const host of [undefined, "localhost:3100", "teamkit.example"]) {
      // A fresh context each time: the German page sets the locale cookie.
      const request = await playwright.request.newContext({ baseURL: BASE_URL });
      const headers = host ? { host } : undefined;
      const unknown = await request.get("/docs/no-such-page", { maxRedirects: 0, headers });
      expect(unknown.status(), `Host ${host}`).toBe(404);
      expect(await unknown.text()).toContain("Page Not Found");
      for (const url of MAPPED_PAGES) {
        const response = await request.get(url, { maxRedirects: 0, headers });
        const location = response.headers().location;
        // /docs redirects to its first page; nothing redirects to the URL it was asked for.
        expect(location === undefined || new URL(location, BASE_URL).pathname !== url, url).toBe(
          true,
        );
        if (url !== "/docs") expect(response.status(), `${url} (Host ${host})`).toBe(200);
      }
      await request.dispose();
    }
  });

  test("a duplicated locale cookie does not loop", async ({ request }) => {
    for (const cookie of ["NEXT_LOCALE=de; NEXT_LOCALE=en", "NEXT_LOCALE=en; NEXT_LOCALE=de"]) {
      const response = await request.get("/pricing", { headers: { cookie } });
      expect(response.status(), cookie).toBe(200);
    }
  });

  test("Chromium opens the mapped pages on the loopback-bound server", async ({ page }) => {
    for (const url of MAPPED_PAGES) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
    }
  });
});

test.describe("client addresses", () => {
  // One worker starts the second instance these tests share.
  test.describe.configure({ mode: "default" });
  let server: ChildProcess | undefined;
  /** What the instance printed, stdout and stderr together. */
  let log = "";
  const origin = `http://127.0.0.1:${PROXY_HOPS_PORT}`;
  const dataDir = path.resolve(APP_DIR, "../../.data/e2e-proxy-hops");

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    rmSync(dataDir, { recursive: true, force: true });
    // A second instance of the same build, no proxy trusted (the default), two sign-ups and two
    // mailed-link checks a client.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      TEAMKIT_LOCAL_SERVICES: "1",
      TEAMKIT_DATA_DIR: dataDir,
      AUTH_SECRET: "e2e-secret-that-is-long-enough-for-auth-js-0123456789",
      TWO_FACTOR_ENCRYPTION_KEY: "ZTJlLXR3by1mYWN0b3Ita2V5LTMyLWJ5dGVzLWxvbmc=",
      APP_URL: origin,
      DATABASE_URL: "",
      REDIS_URL: "",
      RESEND_API_KEY: "",
      TEAMKIT_RATE_LIMIT_NEWSLETTER_IP: "2/600",
      TEAMKIT_RATE_LIMIT_TOKEN_USE: "2/600",
    };
    delete env.TEAMKIT_PROXY_HOPS;
    server = spawn(
      process.execPath,
      ["server.mjs", "--hostname", "127.0.0.1", "--port", String(PROXY_HOPS_PORT)],
      { cwd: APP_DIR, env, stdio: ["ignore", "pipe", "pipe"] },
    );
    for (const stream of [server.stdout, server.stderr])
      stream?.on("data", (chunk: Buffer) => (log += chunk.toString()));
    await waitUntilHealthy(origin, 100_000);
  });

  test.afterAll(() => {
    server?.kill("SIGTERM");
  });

  test("a forged X-Forwarded-For or X-Real-IP does not make a client someone else", async ({
    request,
  }) => {
    const statuses: number[] = [];
    for (const [index, forged] of ["203.0.113.1", "203.0.113.2", "203.0.113.3"].entries()) {
      const response = await request.post(`${origin}/api/trpc/newsletter.subscribe`, {
        data: { json: { email: `forged-${index}-${Date.now()}@example.com` } },
        headers: { "x-forwarded-for": forged, "x-real-ip": forged },
      });
      statuses.push(response.status());
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  test("a mailed link's page refused by the rate limit says how long to wait, not an error page", async ({
    page,
  }) => {
    const refusal = page.getByRole("main").getByRole("alert");
    // The window is fixed, so the wait left is anything up to its ten minutes.
    const wait = /^Too many attempts\. Try again in \d+ (seconds?|minutes?)\.$/;
    for (const token of ["first", "second"]) {
      expect((await page.goto(`${origin}/team/invitation?token=${token}`))?.status()).toBe(200);
      await expect(
        page.getByRole("heading", { name: "Invitation invalid or expired" }),
      ).toBeVisible();
    }
    expect((await page.goto(`${origin}/team/invitation?token=third`))?.status()).toBe(200);
    await expect(refusal).toHaveText(wait);
    expect((await page.goto(`${origin}/auth/forgot-password?token=fourth`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await expect(refusal).toHaveText(wait);
    // A newsletter link's button, too: the page says how long instead of "try again later".
    await page.goto(`${origin}/newsletter/confirm?token=fifth`);
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(refusal.getByText(wait)).toBeVisible();
  });

  test("a signed-out visit to any app page goes to sign-in, and the server logs no error", async ({
    request,
  }) => {
    const before = log.length;
    for (const page of SIGNED_IN_PAGES) {
      const response = await request.get(`${origin}${page}`, { maxRedirects: 0 });
      expect(response.status(), page).toBe(307);
      expect(response.headers().location, page).toContain("/auth/login?callbackUrl=");
    }
    // A page's own read beside its layout's redirect used to log UNAUTHORIZED.
    expect(log.slice(before)).not.toMatch(/UNAUTHORIZED|⨯|"level":"error"/);
  });

  test("the demo admin signs in by password on this machine only, not through a proxy", async ({
    request,
  }) => {
    const signIn = (headers: Record<string, string>) =>
      request.post(`${origin}/api/trpc/auth.signIn`, {
        data: { json: { email: DEMO_USERS.admin.email, password: DEMO_PASSWORD } },
        headers: { origin, ...headers },
      });
    const fromAfar = await signIn({ "x-forwarded-for": "203.0.113.7" });
    expect(fromAfar.status()).toBe(403);
    expect(await fromAfar.text()).toContain(
      "Demo accounts sign in only on the machine the app runs on.",
    );
    expect((await signIn({})).status()).toBe(200);
  });

  test("every response names its request id", async ({ request }) => {
    const page = await request.get(`${origin}/pricing`, { headers: { "x-request-id": "mine" } });
    const id = page.headers()["x-request-id"];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const api = await request.get(`${origin}/api/trpc/health`);
    expect(api.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.headers()["x-request-id"]).not.toBe(id);
  });
});

test.describe("local services in a production build", () => {
  test("a forwarded request never reaches the mailbox, the simulator or the dev procedures", async ({
    request,
  }) => {
    const forwarded: Record<string, string>[] = [
      { "x-forwarded-for": "127.0.0.1" },
      { forwarded: "for=127.0.0.1" },
      { "x-real-ip": "127.0.0.1" },
    ];
    for (const headers of forwarded) {
      const name = Object.keys(headers).join();
      expect((await request.get(`${BASE_URL}/dev/mailbox`, { headers })).status(), name).toBe(404);
      expect((await request.get(`${BASE_URL}/dev/error`, { headers })).status(), name).toBe(404);
      const procedure = await request.get(`${BASE_URL}/api/trpc/dev.mailbox.list`, { headers });
      expect(procedure.status(), name).toBe(404);
    }
    // The same requests straight from this machine are answered, with the warning on the page.
    const page = await request.get(`${BASE_URL}/dev/mailbox`);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain("Local services are on in production");
    expect((await request.get(`${BASE_URL}/api/trpc/dev.mailbox.list`)).status()).toBe(200);
  });
});

test.describe("cross-site requests", () => {
  test("a form on another origin of the same site cannot sign the user out", async ({
    browser,
  }) => {
    const context = await signedInContext(browser);
    expect(await sessionWorks(context.request)).toBe(true);
    const page = await context.newPage();
    await withOtherOrigin(
      `<!doctype html><title>Win a prize</title>
      <form method="post" enctype="multipart/form-data" action="${BASE_URL}/api/trpc/auth.signOut">
        <input name="x" value="1"></form>
      <script>document.forms[0].submit()</script>`,
      async () => {
        const answer = page.waitForResponse(`${BASE_URL}/api/trpc/auth.signOut`);
        await page.goto(OTHER_ORIGIN);
        expect((await answer).status()).toBe(415);
      },
    );
    expect(await sessionWorks(context.request)).toBe(true);
    await context.close();
  });

  test("cookie-authenticated JSON from another origin is refused with a translated tRPC error", async ({
    browser,
  }) => {
    const context = await signedInContext(browser);
    for (const [locale, text] of [
      ["en", "has to come from the app itself"],
      ["de", "muss aus der App selbst kommen"],
    ] as const) {
      const response = await context.request.post("/api/trpc/auth.signOut", {
        data: { json: null, meta: { values: ["undefined"] } },
        headers: { origin: OTHER_ORIGIN, "x-teamkit-locale": locale },
      });
      expect(response.status()).toBe(403);
      const body = (await response.json()) as {
        error: { json: { message: string; data: { code: string; httpStatus: number } } };
      };
      expect(body.error.json.message).toContain(text);
      expect(body.error.json.data).toMatchObject({ code: "FORBIDDEN", httpStatus: 403 });
    }
    expect(await sessionWorks(context.request)).toBe(true);
    await context.close();
  });

  test("Auth.js's own pages and endpoints do not exist: the app signs in and out itself", async ({
    browser,
  }) => {
    const context = await signedInContext(browser);
    for (const path of [
      "/api/auth/signin",
      "/api/auth/signout",
      "/api/auth/verify-request",
      "/api/auth/session",
      "/api/auth/csrf",
      "/api/auth/callback/credentials",
    ]) {
      const response = await context.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
    }
    const post = await context.request.post("/api/auth/signout", {
      form: { csrfToken: "x" },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(404);
    expect(await sessionWorks(context.request)).toBe(true);
    await context.close();
  });

  test("Next refuses a server action posted from another origin", async ({ browser }) => {
    const context = await signedInContext(browser);
    const response = await context.request.post("/", {
      headers: {
        "next-action": serverActionId("subscribeNewsletterAction"),
        origin: OTHER_ORIGIN,
        "content-type": "text/plain;charset=UTF-8",
      },
      data: '["$undefined"]',
    });
    // Next compares Origin with Host before it decodes or runs anything (and answers 500); the
    // proxy answers first, with 403.
    expect(response.status()).toBe(403);
    expect(await response.text()).not.toContain("done");
    await context.close();
  });
});

test.describe("request limits", () => {
  test("an oversized body is refused with 413 and a translated message", async ({ request }) => {
    const email = `${"a".repeat(200 * 1024)}@example.com`;
    for (const [locale, text] of [
      ["en", "too large"],
      ["de", "zu groß"],
    ] as const) {
      const response = await request.post("/api/trpc/newsletter.subscribe", {
        data: { json: { email } },
        headers: { "x-teamkit-locale": locale },
      });
      expect(response.status()).toBe(413);
      const body = (await response.json()) as {
        error: { json: { message: string; data: { code: string } } };
      };
      expect(body.error.json.message).toContain(text);
      expect(body.error.json.data.code).toBe("PAYLOAD_TOO_LARGE");
    }
  });

  test("a batch of more than 10 calls is refused", async ({ request }) => {
    const paths = Array.from({ length: 11 }, () => "health").join(",");
    const input = encodeURIComponent(JSON.stringify({}));
    expect((await request.get(`/api/trpc/${paths}?batch=1&input=${input}`)).status()).toBe(400);
    const ten = Array.from({ length: 10 }, () => "health").join(",");
    expect((await request.get(`/api/trpc/${ten}?batch=1&input=${input}`)).status()).toBe(200);
  });

  test("a post that is not JSON is refused with 415", async ({ request }) => {
    const response = await request.post("/api/trpc/newsletter.subscribe", {
      multipart: { email: "someone@example.com" },
    });
    expect(response.status()).toBe(415);
    const body = (await response.json()) as { error: { json: { data: { code: string } } } };
    expect(body.error.json.data.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  test("a server action with a body it cannot decode answers 400, not 500", async ({ request }) => {
    const action = serverActionId("subscribeNewsletterAction");
    for (const [type, data] of [
      ["text/plain;charset=UTF-8", "garbage"],
      ["multipart/form-data; boundary=xx", "garbage"],
      ["application/json", '{"a":1}'],
    ] as const) {
      const response = await request.post("/", {
        headers: { "next-action": action, "content-type": type, origin: BASE_URL },
        data,
      });
      expect(response.status(), type).toBe(400);
    }
  });
});

test.describe("security headers", () => {
  test("every response carries the fixed headers; static pages a policy without a nonce", async ({
    request,
  }) => {
    for (const url of ["/", "/pricing", "/de/docs/getting-started", "/api/trpc/health"]) {
      const response = await request.get(url);
      const headers = response.headers();
      expect(headers["x-content-type-options"], url).toBe("nosniff");
      expect(headers["x-frame-options"], url).toBe("DENY");
      expect(headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], url).toContain("camera=()");
      expect(headers["permissions-policy"], url).toContain("geolocation=()");
      expect(headers["cross-origin-opener-policy"], url).toBe("same-origin");
      // http APP_URL in this run: no HSTS, which would lock a local http host out.
      expect(headers["strict-transport-security"], url).toBeUndefined();
      const policy = headers["content-security-policy"] ?? "";
      for (const directive of [
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "script-src 'self' 'unsafe-inline'",
      ])
        expect(policy, url).toContain(directive);
      expect(policy, url).not.toContain("nonce-");
      // One policy, not two that a browser would both enforce.
      expect(
        response.headersArray().filter((h) => /^content-security-policy$/i.test(h.name)),
      ).toHaveLength(1);
    }
  });

  test("a signed-in user's API answers and pages are kept out of shared caches", async ({
    browser,
  }) => {
    const context = await signedInContext(browser);
    for (const url of ["/api/trpc/user.me", "/api/trpc/team.list", "/app/dashboard"]) {
      const response = await context.request.get(url);
      expect(response.status(), url).toBe(200);
      const cacheControl = response.headers()["cache-control"] ?? "";
      expect(cacheControl, url).toContain("private");
      expect(cacheControl, url).toContain("no-store");
    }
    await context.close();
  });

  test("pages rendered per request get a fresh nonce that their scripts carry", async ({
    request,
  }) => {
    const nonces = new Set<string>();
    for (const url of ["/auth/login", "/auth/login", "/de/auth/signup", "/dev/mailbox"]) {
      const response = await request.get(url);
      const policy = response.headers()["content-security-policy"] ?? "";
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce, url).toBeDefined();
      const scripts = /script-src ([^;]*)/.exec(policy)?.[1] ?? "";
      expect(scripts).toContain("'strict-dynamic'");
      expect(scripts).not.toContain("'unsafe-inline'");
      nonces.add(nonce ?? "");
      const html = await response.text();
      expect(html, url).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(4);
  });

  test("no page logs a Content-Security-Policy violation", async ({ browser }) => {
    test.setTimeout(180_000);
    const visit = async (page: Page, url: string) => {
      const violations: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy|Refused to|Permissions-Policy/i.test(message.text()))
          violations.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`Refused to load (CSP ${event.violatedDirective}) ${event.blockedURI}`);
        });
      });
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      // The color-mode script ran (allowed by its hash where a nonce is required).
      expect(await page.evaluate(() => document.documentElement.style.colorScheme), url).toMatch(
        /light|dark/,
      );
      return violations;
    };

    const owner = await browser.newContext();
    await ownerWithTeam(owner.request);
    const ownerPage = await owner.newPage();
    for (const url of ["/app", "/app/dashboard", "/dev/mailbox"])
      expect(await visit(ownerPage, url), url).toEqual([]);
    // The React client of the app pages works under the nonce: the user menu opens.
    await ownerPage.goto("/app/dashboard");
    await openUserMenu(ownerPage);
    await expect(ownerPage.getByRole("menuitem", { name: "Sign out" })).toBeVisible();
    expect(await visit(ownerPage, "/de/app/dashboard")).toEqual([]);
    await owner.close();

    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    for (const url of [
      "/",
      "/pricing",
      "/blog/introducing-teamkit",
      "/auth/login",
      "/auth/signup",
      "/newsletter/confirm",
      "/docs/getting-started",
      "/no-such-page",
    ])
      expect(await visit(page, url), url).toEqual([]);
    // Docs search loads its index and shows results.
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text()))
        violations.push(message.text());
    });
    await page.goto("/docs/getting-started");
    const search = page.getByRole("combobox", { name: "Search the documentation" });
    await search.click();
    await search.fill("rate");
    const results = page.getByRole("listbox", { name: "Search results" });
    await expect(results.getByRole("option", { name: /^Rate limits/ })).toBeVisible();
    expect(violations).toEqual([]);
    // German pages last: they set the locale cookie.
    for (const url of ["/de", "/de/auth/login"]) expect(await visit(page, url), url).toEqual([]);
    await visitor.close();
  });
});
