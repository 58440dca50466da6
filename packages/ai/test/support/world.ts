import type { Database } from "@teamkit/db";
import { makeTeam, makeUser } from "@teamkit/db/testing";

/** A team with an owner and a member, who acts in the assistant's tools. */
export async function team(db: Database, name = "AI Team") {
  const member = await makeUser(db, { name: "Max Member" });
  return { ...(await makeTeam(db, { name, members: [member] })), member };
}
