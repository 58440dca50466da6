import { describe, expect, it } from "vitest";

import { MAX_PAUSE_DAYS, PauseForm, resumeDateSchema, utcDay } from "../src/billing";
import { emailSchema, nameSchema, newsletterEmailSchema, otpSchema } from "../src/schemas";
import {
  changedTaskFields,
  isTaskOverdue,
  localDay,
  nextTagColor,
  TAG_COLORS,
  tagNameSchema,
  taskFormOf,
  timeZoneSchema,
} from "../src/tasks";
import { keys } from "./issue-keys";

describe("emailSchema", () => {
  it("trims and lower-cases a valid address", () => {
    expect(emailSchema.parse("  Ada@Example.COM ")).toBe("ada@example.com");
  });

  it("says Required for an empty or blank value, not Invalid email", () => {
    expect(keys(emailSchema.safeParse(""))).toEqual(["validation.required"]);
    expect(keys(emailSchema.safeParse("   "))).toEqual(["validation.required"]);
  });

  it("says Invalid email for a malformed address", () => {
    expect(keys(emailSchema.safeParse("ada@"))).toEqual(["validation.invalidEmail"]);
  });
});

describe("newsletterEmailSchema", () => {
  it("uses the newsletter's own message for empty and malformed values", () => {
    expect(keys(newsletterEmailSchema.safeParse(""))).toEqual(["validation.newsletterEmail"]);
    expect(keys(newsletterEmailSchema.safeParse("nope"))).toEqual(["validation.newsletterEmail"]);
    expect(newsletterEmailSchema.parse(" A@B.de ")).toBe("a@b.de");
  });
});

describe("nameSchema", () => {
  it("trims and accepts 1 to 100 characters", () => {
    expect(nameSchema.parse("  Ada  ")).toBe("Ada");
    expect(nameSchema.parse("x".repeat(100))).toHaveLength(100);
  });

  it("says Required for a blank name and names the maximum past 100", () => {
    expect(keys(nameSchema.safeParse("   "))).toEqual(["validation.required"]);
    expect(nameSchema.safeParse("x".repeat(101)).error?.issues[0]).toMatchObject({
      code: "too_big",
      maximum: 100,
    });
    expect(keys(nameSchema.safeParse("x".repeat(101)))).toEqual(["validation.stringTooLong"]);
  });
});

describe("otpSchema", () => {
  it("accepts exactly six digits, surrounding spaces trimmed", () => {
    expect(otpSchema.parse(" 012345 ")).toBe("012345");
  });

  it("says the one time password is too short below six characters", () => {
    expect(keys(otpSchema.safeParse("12345"))).toEqual(["validation.otpTooShort"]);
  });

  it("says Required when empty", () => {
    expect(keys(otpSchema.safeParse(""))).toEqual(["validation.required"]);
  });

  it("rejects seven digits and non-digits", () => {
    expect(keys(otpSchema.safeParse("1234567"))).toEqual(["validation.stringTooLong"]);
    expect(keys(otpSchema.safeParse("12345a"))).toEqual(["validation.otpDigits"]);
  });
});

describe("resumeDateSchema", () => {
  const day = (days: number) => utcDay(new Date(), days);

  it("accepts a UTC day from tomorrow to a year ahead", () => {
    for (const value of [day(1), day(30), day(MAX_PAUSE_DAYS)]) {
      expect(PauseForm.safeParse({ resumesOn: value }).success, value).toBe(true);
    }
    expect(PauseForm.safeParse({}).success).toBe(true);
  });

  it("refuses today, the past, more than a year ahead and anything that is not a calendar day", () => {
    for (const value of [day(0), day(-1), day(MAX_PAUSE_DAYS + 1), "2027-02-30", "tomorrow", ""]) {
      const result = resumeDateSchema.safeParse(value);
      expect(result.success, value).toBe(false);
      expect(result.error?.issues[0]?.message, value).toBe("validation.resumeDate");
    }
  });
});

describe("timeZoneSchema", () => {
  it("keeps a zone the server knows and reads an unknown one as UTC", () => {
    expect(timeZoneSchema.parse("Europe/Berlin")).toBe("Europe/Berlin");
    expect(timeZoneSchema.parse("Mars/Olympus")).toBe("UTC");
    expect(timeZoneSchema.safeParse("x".repeat(65)).success).toBe(false);
  });
});

describe("tagNameSchema", () => {
  it("composes a name, so one typed with a combining accent is the same name", () => {
    expect(tagNameSchema.parse(" Cafe\u0301 ")).toBe("Caf\u00e9");
    expect(tagNameSchema.safeParse("e\u0301".repeat(32)).success).toBe(true);
  });
});

describe("isTaskOverdue", () => {
  it("marks an open task whose due day has passed on the viewer's calendar", () => {
    const today = localDay(new Date(2026, 10, 29, 0, 30));
    expect(today).toBe("2026-11-29");
    expect(isTaskOverdue({ status: "todo", dueDate: "2026-11-28" }, today)).toBe(true);
    expect(isTaskOverdue({ status: "in_progress", dueDate: "2026-11-28" }, today)).toBe(true);
    expect(isTaskOverdue({ status: "todo", dueDate: "2026-11-29" }, today)).toBe(false);
    expect(isTaskOverdue({ status: "done", dueDate: "2026-11-01" }, today)).toBe(false);
    expect(isTaskOverdue({ status: "todo", dueDate: null }, today)).toBe(false);
  });
});

describe("nextTagColor", () => {
  it("picks the first colour no tag has, then the least used one", () => {
    expect(nextTagColor([])).toBe("gray");
    expect(nextTagColor([{ color: "gray" }, { color: "orange" }])).toBe("red");
    const everyColour = TAG_COLORS.map((color) => ({ color }));
    expect(nextTagColor(everyColour)).toBe("gray");
    expect(nextTagColor([...everyColour, { color: "gray" }, { color: "red" }])).toBe("orange");
  });
});

describe("taskFormOf", () => {
  it("shows a task's empty values as empty fields, and no task as a new one's form", () => {
    const task = {
      title: "Write docs",
      description: null,
      status: "in_progress" as const,
      priority: "high" as const,
      dueDate: null,
      assignee: { id: "u1" },
      tags: [{ id: "a" }, { id: "b" }],
    };
    expect(taskFormOf(task)).toEqual({
      title: "Write docs",
      description: "",
      status: "in_progress",
      priority: "high",
      dueDate: "",
      assigneeId: "u1",
      tagIds: ["a", "b"],
    });
    expect(taskFormOf({ ...task, assignee: null, tags: [] })).toMatchObject({
      assigneeId: "",
      tagIds: [],
    });
    expect(taskFormOf(null)).toEqual({
      title: "",
      description: "",
      status: "todo",
      priority: "none",
      dueDate: "",
      assigneeId: "",
      tagIds: [],
    });
  });
});

describe("changedTaskFields", () => {
  const opened = {
    title: "Write docs",
    description: "",
    status: "todo" as const,
    priority: "none" as const,
    dueDate: "2026-12-01",
    assigneeId: "",
    tagIds: ["a", "b"],
  };

  it("gives only the fields the edit changed, tags in any order being the same", () => {
    expect(changedTaskFields(opened, { ...opened, tagIds: ["b", "a"] })).toEqual({});
    expect(changedTaskFields(opened, { ...opened, title: "Write the docs", dueDate: "" })).toEqual({
      title: "Write the docs",
      dueDate: null,
    });
    expect(changedTaskFields(opened, { ...opened, tagIds: ["a"], assigneeId: "u1" })).toEqual({
      tagIds: ["a"],
      assigneeId: "u1",
    });
  });
});
