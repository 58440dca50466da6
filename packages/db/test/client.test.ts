import { describe, expect, it } from "vitest";

import {
  driverFor,
  eq,
  memberships,
  sql,
  tags,
  tasks,
  taskTags,
  teamActivities,
  teams,
  users,
} from "../src";
import { readDbEnv } from "../src/env";
import { DEMO_TEAM, DEMO_USERS, seedDemoData } from "../src/seed";
import { makeTeam, testDriver, useTestDatabase } from "../src/testing";

describe("driverFor", () => {
  it("chooses PGlite when DATABASE_URL is unset", () => {
    expect(driverFor(undefined)).toBe("pglite");
  });
  it("chooses pg for a plain Postgres URL", () => {
    expect(driverFor("postgres://u:p@127.0.0.1:5432/app")).toBe("pg");
    expect(driverFor("postgresql://db.internal/app")).toBe("pg");
  });
  it("chooses the Neon driver for a Neon host", () => {
    expect(
      driverFor("postgresql://u:p@ep-cool-1234.eu-central-1.aws.neon.tech/db?sslmode=require"),
    ).toBe("neon");
  });
});

describe("readDbEnv", () => {
  it("treats an empty DATABASE_URL as unset", () => {
    expect(readDbEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });
  it("explains what is wrong with a URL that is not Postgres", () => {
    expect(() => readDbEnv({ DATABASE_URL: "mysql://localhost/db" })).toThrow(
      /DATABASE_URL must start with postgres/,
    );
  });
  it("reads again when a value changes, and only then", () => {
    const local = { DATABASE_URL: "postgres://127.0.0.1/a", UNRELATED: "1" };
    const first = readDbEnv(local);
    expect(readDbEnv({ ...local, UNRELATED: "2" })).toBe(first);
    expect(readDbEnv({ ...local, DATABASE_URL: "postgres://127.0.0.1/b" }).DATABASE_URL).toBe(
      "postgres://127.0.0.1/b",
    );
    expect(() => readDbEnv({ ...local, DATABASE_URL: "mysql://127.0.0.1/a" })).toThrow(
      /DATABASE_URL must start with postgres/,
    );
    expect(readDbEnv(local).DATABASE_URL).toBe("postgres://127.0.0.1/a");
  });
});

describe(`migrations on ${testDriver()}`, () => {
  const database = useTestDatabase();

  it("create every table of the schema", async () => {
    const result: unknown = await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    // node-postgres and PGlite both answer with `{ rows }`.
    const rows = (result as { rows: { table_name: string }[] }).rows;
    expect(rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        "accounts",
        "audit_logs",
        "avatars",
        "invitations",
        "mails",
        "memberships",
        "newsletter_subscribers",
        "one_time_tokens",
        "rate_limits",
        "sessions",
        "subscriptions",
        "tags",
        "task_tags",
        "tasks",
        "teams",
        "users",
        "verification_tokens",
        "webhook_events",
      ]),
    );
  });

  it("enforces unique emails", async () => {
    await database.db.insert(users).values({ email: "dup@example.com" });
    await expect(database.db.insert(users).values({ email: "dup@example.com" })).rejects.toThrow();
  });

  it("seeds demo data idempotently", async () => {
    const hashPassword = (p: string) => Promise.resolve(`hashed:${p}`);
    await seedDemoData(database.db, { hashPassword });
    await seedDemoData(database.db, { hashPassword });
    const seeded = await database.db
      .select({ email: users.email, role: users.role, verified: users.emailVerified })
      .from(users);
    for (const demo of DEMO_USERS) {
      const row = seeded.filter((u) => u.email === demo.email);
      expect(row).toHaveLength(1);
      expect(row[0]?.role).toBe(demo.role);
      expect(row[0]?.verified).toBeInstanceOf(Date);
    }
    const [team] = await database.db.select().from(teams).where(eq(teams.slug, DEMO_TEAM.slug));
    expect(team?.name).toBe(DEMO_TEAM.name);
    const members = await database.db
      .select()
      .from(memberships)
      .where(eq(memberships.teamId, team?.id ?? ""));
    expect(members.map((m) => m.role).sort()).toEqual(["member", "owner"]);
    const demoTasks = await database.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(eq(tasks.teamId, team?.id ?? ""));
    expect(demoTasks).toHaveLength(5);
    const demoTags = await database.db
      .select({ name: tags.name })
      .from(tags)
      .where(eq(tags.teamId, team?.id ?? ""));
    expect(demoTags.map((tag) => tag.name).sort()).toEqual(["Bug", "Design", "Feature"]);
    expect((await database.db.select().from(taskTags)).length).toBe(4);
    // The demo team has a history to show, written once.
    const activity = await database.db
      .select({ action: teamActivities.action })
      .from(teamActivities)
      .where(eq(teamActivities.teamId, team?.id ?? ""));
    expect(activity.map((a) => a.action)).toEqual(
      expect.arrayContaining(["team.created", "member.joined", "task.created", "task.completed"]),
    );
    expect(activity).toHaveLength(8);
  });

  it("removes a team's memberships with the team (cascade)", async () => {
    const team = await makeTeam(database.db);
    await database.db.delete(teams).where(eq(teams.id, team.id));
    const left = await database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, team.owner.id));
    expect(left).toHaveLength(0);
  });
});

describe("localServicesEnabled", () => {
  it("is on by default outside production", async () => {
    const { localServicesEnabled } = await import("../src/env");
    expect(localServicesEnabled({ NODE_ENV: "development" })).toBe(true);
    expect(localServicesEnabled({ NODE_ENV: "test" })).toBe(true);
  });
  it("is off by default in production and on only when set to 1 explicitly", async () => {
    const { localServicesEnabled } = await import("../src/env");
    expect(localServicesEnabled({ NODE_ENV: "production" })).toBe(false);
    expect(localServicesEnabled({ NODE_ENV: "production", TEAMKIT_LOCAL_SERVICES: "1" })).toBe(
      true,
    );
    expect(localServicesEnabled({ NODE_ENV: "development", TEAMKIT_LOCAL_SERVICES: "0" })).toBe(
      false,
    );
  });
  it("takes any other NODE_ENV (a staging deployment) for production: off unless set", async () => {
    const { localServicesEnabled } = await import("../src/env");
    for (const NODE_ENV of ["staging", "prod", "Production"])
      expect(localServicesEnabled({ NODE_ENV }), NODE_ENV).toBe(false);
    expect(localServicesEnabled({})).toBe(true);
  });
  it("rejects values it does not understand", () => {
    expect(() => readDbEnv({ TEAMKIT_LOCAL_SERVICES: "yes" })).toThrow(
      /TEAMKIT_LOCAL_SERVICES must be "1"/,
    );
  });
});
