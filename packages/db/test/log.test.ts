import { inspect } from "node:util";

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { errorSummary, logLine, redactError } from "../src/log";
import { users } from "../src/schema";
import { useTestDatabase } from "../src/testing";

const SECRET_HASH = "$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$secret-hash-value";
const SECRET_EMAIL = "private.person@example.com";

describe("errorSummary", () => {
  const database = useTestDatabase();

  it("keeps a failed query's class and SQLSTATE, never its SQL or parameters", async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: SECRET_EMAIL, passwordHash: SECRET_HASH })
      .returning({ id: users.id });
    // The same address again breaks the unique index: a DrizzleQueryError whose message lists
    // both parameters, caused by the driver's error carrying SQLSTATE 23505.
    const failure = await database.db
      .insert(users)
      .values({ email: SECRET_EMAIL, passwordHash: SECRET_HASH })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(String((failure as Error).message)).toContain(SECRET_EMAIL);

    // What Next would print for it once redacted: classes, code and frames, nothing else.
    const redacted = redactError(failure);
    const printed = inspect(redacted, { depth: 10 });
    expect(printed).toContain("DrizzleQueryError");
    expect(printed).not.toContain(SECRET_EMAIL);
    expect(printed).not.toContain(SECRET_HASH);
    expect(errorSummary(redacted)).toMatchObject({ error: "DrizzleQueryError", code: "23505" });

    const summary = errorSummary(failure);
    expect(summary).toMatchObject({ error: "DrizzleQueryError", code: "23505" });
    const logged = JSON.stringify(summary);
    expect(logged).not.toContain(SECRET_EMAIL);
    expect(logged).not.toContain(SECRET_HASH);
    expect(logged).not.toMatch(/insert|params/i);

    await database.db.delete(users).where(eq(users.id, user?.id ?? ""));
  });

  it("walks the cause chain, outermost first, and stops at a cycle", () => {
    const inner = Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:5432"), {
      code: "ECONNREFUSED",
    });
    const outer = new TypeError("wrapped: password=hunter2", { cause: inner });
    (inner as { cause?: unknown }).cause = outer;
    expect(errorSummary(outer)).toEqual({
      error: "TypeError",
      code: "ECONNREFUSED",
      chain: ["TypeError", "Error:ECONNREFUSED"],
    });
  });

  it("never logs a thrown value that is not an error, nor a code that could be one", () => {
    expect(errorSummary("token=abc")).toEqual({ error: "string", chain: ["string"] });
    const odd = Object.assign(new Error("x"), { code: "user@example.com said no" });
    expect(JSON.stringify(errorSummary(odd))).not.toContain("example.com");
  });
});

describe("logLine", () => {
  it("writes level, message and fields, and an error only as its summary", () => {
    expect(logLine("warn", "job late", { job: "mailOutbox" })).toBe(
      '{"level":"warn","msg":"job late","job":"mailOutbox"}',
    );
    const error = Object.assign(new Error(`no such user ${SECRET_EMAIL}`), { code: "23505" });
    const line = logLine("error", "job failed", { job: "mailOutbox" }, error);
    expect(JSON.parse(line)).toEqual({
      level: "error",
      msg: "job failed",
      job: "mailOutbox",
      ...errorSummary(error),
    });
    expect(line).not.toContain(SECRET_EMAIL);
  });
});
