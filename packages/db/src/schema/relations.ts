import { relations } from "drizzle-orm";

import { subscriptions } from "./billing";
import { tags, tasks, taskTags } from "./tasks";
import { invitations, memberships, teams } from "./teams";
import { sessions, users } from "./users";

export const usersRelations = relations(users, ({ many }) => ({
  memberships: many(memberships),
  sessions: many(sessions),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const teamsRelations = relations(teams, ({ many, one }) => ({
  memberships: many(memberships),
  invitations: many(invitations),
  subscription: one(subscriptions),
  tasks: many(tasks),
  tags: many(tags),
}));

export const membershipsRelations = relations(memberships, ({ one }) => ({
  team: one(teams, { fields: [memberships.teamId], references: [teams.id] }),
  user: one(users, { fields: [memberships.userId], references: [users.id] }),
}));

export const invitationsRelations = relations(invitations, ({ one }) => ({
  team: one(teams, { fields: [invitations.teamId], references: [teams.id] }),
}));

export const subscriptionsRelations = relations(subscriptions, ({ one }) => ({
  team: one(teams, { fields: [subscriptions.teamId], references: [teams.id] }),
}));

export const tasksRelations = relations(tasks, ({ one, many }) => ({
  team: one(teams, { fields: [tasks.teamId], references: [teams.id] }),
  taskTags: many(taskTags),
}));

export const tagsRelations = relations(tags, ({ one, many }) => ({
  team: one(teams, { fields: [tags.teamId], references: [teams.id] }),
  taskTags: many(taskTags),
}));

export const taskTagsRelations = relations(taskTags, ({ one }) => ({
  task: one(tasks, { fields: [taskTags.taskId], references: [tasks.id] }),
  tag: one(tags, { fields: [taskTags.tagId], references: [tags.id] }),
}));
