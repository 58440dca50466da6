import type { Database, SQL } from "@teamkit/db";
import type { AdminUserSearch } from "@teamkit/validators";
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  inArray,
  isNotNull,
  isNull,
  memberships,
  not,
  or,
  passkeys,
  sql,
  teams,
  users,
} from "@teamkit/db";
import { ADMIN_USERS_PAGE_SIZE, emailSchema } from "@teamkit/validators";

export interface AdminUserRow {
  id: string;
  name: string | null;
  email: string;
  image: string | null;
  isVerified: boolean;
  isAdmin: boolean;
  hasTwoFactor: boolean;
  passkeys: number;
  createdAt: Date;
  teams: { id: string; name: string; slug: string; role: "owner" | "member" }[];
}

export interface AdminUserPage {
  users: AdminUserRow[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  emailNotFound: boolean;
}

/** %, _ and the escape character match themselves. */
function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Matched by the trigram indexes on lower(email) and lower(name). */
function searchWhere(input: AdminUserSearch): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (input.q) {
    const pattern = containsPattern(input.q);
    conditions.push(
      or(
        sql`lower(${users.email}) like ${pattern}`,
        sql`lower(coalesce(${users.name}, '')) like ${pattern}`,
      ),
    );
  }
  if (input.verified !== "any") {
    conditions.push(
      input.verified === "yes" ? isNotNull(users.emailVerified) : isNull(users.emailVerified),
    );
  }
  if (input.admin !== "any") {
    conditions.push(input.admin === "yes" ? eq(users.role, "admin") : eq(users.role, "user"));
  }
  if (input.hasTeam !== "any") {
    const member = exists(
      sql`(select 1 from ${memberships} where ${memberships.userId} = ${users.id})`,
    );
    conditions.push(input.hasTeam === "yes" ? member : not(member));
  }
  return and(...conditions);
}

function searchOrder(sort: AdminUserSearch["sort"]): SQL[] {
  if (sort === "name") return [sql`lower(${users.name}) asc nulls last`, asc(users.id)];
  if (sort === "email") return [asc(users.email), asc(users.id)];
  return [desc(users.createdAt), desc(users.id)];
}

export async function searchUsers(db: Database, input: AdminUserSearch): Promise<AdminUserPage> {
  const where = searchWhere(input);
  const pageSize = ADMIN_USERS_PAGE_SIZE;
  const [totals] = await db.select({ n: count() }).from(users).where(where);
  const total = totals?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  // Past the end (the last row of the last page deleted, an old link): the last page.
  const page = Math.min(input.page, pageCount);
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      image: users.image,
      isVerified: sql<boolean>`${users.emailVerified} is not null`,
      isAdmin: sql<boolean>`${users.role} = 'admin'`,
      hasTwoFactor: sql<boolean>`${users.twoFactorEnabledAt} is not null`,
      passkeys: sql<number>`(select count(*) from ${passkeys} where ${passkeys.userId} = ${users.id})::int`,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(where)
    .orderBy(...searchOrder(input.sort))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const teamRows = rows.length
    ? await db
        .select({
          userId: memberships.userId,
          id: teams.id,
          name: teams.name,
          slug: teams.slug,
          role: memberships.role,
        })
        .from(memberships)
        .innerJoin(teams, eq(teams.id, memberships.teamId))
        .where(
          inArray(
            memberships.userId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(teams.name), asc(teams.id))
    : [];
  const isAddress = emailSchema.safeParse(input.q).success && input.q.includes("@");
  return {
    users: rows.map((row) => ({
      ...row,
      teams: teamRows
        .filter((team) => team.userId === row.id)
        .map(({ id, name, slug, role }) => ({ id, name, slug, role })),
    })),
    total,
    page,
    pageSize,
    pageCount,
    emailNotFound: isAddress && total === 0 && !(await addressExists(db, input)),
  };
}

/** Only asked when filters hid the address: without them, an empty page already says it. */
async function addressExists(db: Database, input: AdminUserSearch): Promise<boolean> {
  if (!isFiltered(input)) return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${input.q.toLowerCase()}`)
    .limit(1);
  return !!row;
}

function isFiltered(input: AdminUserSearch): boolean {
  return input.verified !== "any" || input.admin !== "any" || input.hasTeam !== "any";
}
