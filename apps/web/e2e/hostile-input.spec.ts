import { expect, test } from "./support/fixtures";

/*
 * Input no form would send, straight at the server: each answer is a page or a clear refusal,
 * never a 500.
 */
test.describe("hostile input", () => {
  test("an unreadable session cookie reads as signed out everywhere, and the API clears it", async ({
    playwright,
    baseURL,
  }) => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: "authjs.session-token=%" },
    });
    const login = await request.get("/auth/login");
    expect(login.status()).toBe(200);
    const dashboard = await request.get("/app/dashboard", { maxRedirects: 0 });
    expect(dashboard.status()).toBeLessThan(500);
    expect(dashboard.headers().location ?? "").toContain("/auth/login");
    const session = await request.get("/api/trpc/user.session");
    expect(session.status()).toBe(200);
    expect(session.headers()["set-cookie"]).toMatch(
      /authjs\.session-token=;.*Expires=Thu, 01 Jan 1970/,
    );
    await request.dispose();
  });

  test("a mailbox filter with a NUL byte or given twice shows the mailbox, not an error", async ({
    request,
  }) => {
    for (const query of ["?to=%00", "?to=a&to=b", `?to=${"x".repeat(3000)}`, "?id=%00"]) {
      const response = await request.get(`/dev/mailbox${query}`);
      expect(response.status(), query).toBe(200);
    }
  });
});
