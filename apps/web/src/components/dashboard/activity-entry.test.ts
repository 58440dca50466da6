import { describe, expect, it } from "vitest";

import { describeActivity } from "./activity-entry";

const entry = (
  action: string,
  overrides: Partial<Parameters<typeof describeActivity>[0]> = {},
) => ({
  action,
  actorName: "Olivia Owner",
  targetLabel: null,
  details: null,
  ...overrides,
});

describe("describeActivity", () => {
  it("names who invited whom and as what", () => {
    expect(
      describeActivity(
        entry("invitation.created", {
          targetLabel: "max@example.com",
          details: { role: "member" },
        }),
        "Someone",
      ),
    ).toMatchObject({
      key: "invitationCreated",
      values: { actor: "Olivia Owner", target: "max@example.com", role: "member" },
    });
  });

  it("names the task and whom it was assigned to", () => {
    expect(
      describeActivity(
        entry("task.assigned", { targetLabel: "Fix login", details: { assignee: "Max" } }),
        "Someone",
      ),
    ).toMatchObject({
      key: "taskAssigned",
      values: { actor: "Olivia Owner", target: "Fix login", assignee: "Max" },
    });
    expect(
      describeActivity(entry("task.completed", { targetLabel: "Fix login" }), "Someone"),
    ).toMatchObject({
      key: "taskCompleted",
      values: { target: "Fix login" },
    });
  });

  it("reads a role change by the new role", () => {
    const { key, values } = describeActivity(
      entry("member.roleChanged", { targetLabel: "Max", details: { from: "member", to: "owner" } }),
      "Someone",
    );
    expect(key).toBe("memberRoleChanged");
    expect(values).toMatchObject({ target: "Max", role: "owner" });
  });

  it("keeps the old name of a renamed team", () => {
    expect(
      describeActivity(
        entry("team.renamed", { targetLabel: "Acme", details: { from: "Acme Inc" } }),
        "Someone",
      ).values,
    ).toMatchObject({ actor: "Olivia Owner", from: "Acme Inc", team: "Acme" });
  });

  it("names a member who joined without a name by their address", () => {
    expect(
      describeActivity(
        entry("member.joined", { actorName: null, targetLabel: "max@example.com" }),
        "Someone",
      ),
    ).toMatchObject({ key: "memberJoined", values: { actor: "max@example.com" } });
  });

  it("says someone when the log has no name", () => {
    expect(
      describeActivity(entry("member.removed", { actorName: null, targetLabel: null }), "Someone")
        .values,
    ).toMatchObject({ actor: "Someone", target: "Someone" });
  });

  it("reads an unknown kind of entry as a generic change", () => {
    expect(describeActivity(entry("invoice.paid"), "Someone").key).toBe("other");
  });
});
