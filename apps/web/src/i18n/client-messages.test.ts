import { describe, expect, it } from "vitest";

import { getMessages } from "@teamkit/i18n";

import { clientMessages } from "./client-messages";

/** The base scope's namespaces: the error page, the two switches and the way home. */
const BASE = ["colorModeSwitcher", "common", "errors", "localeSwitcher"];

describe("clientMessages", () => {
  it("gives public pages only what their client components show", () => {
    const messages = clientMessages("en", "marketing") as Record<string, Record<string, unknown>>;
    expect(Object.keys(messages).sort()).toEqual([...BASE, "newsletter", "validation"].sort());
    expect(Object.keys(messages.newsletter ?? {}).sort()).toEqual(["errorTitle", "form"]);
    expect(messages.validation).toEqual({
      newsletterEmail: "Please enter a valid email address.",
    });
    expect(Object.keys(messages.errors ?? {}).sort()).toEqual(["network", "page"]);
  });

  it("gives the docs search box its own texts and nothing else", () => {
    const messages = clientMessages("de", "docsSearch") as Record<string, Record<string, unknown>>;
    expect(Object.keys(messages)).toEqual(["docs"]);
    expect(messages.docs).toEqual({ search: getMessages("de").docs.search });
  });

  it("gives forms the whole error, validation and field catalogue", () => {
    const all = getMessages("de");
    const messages = clientMessages("de", "auth");
    expect(messages.errors).toEqual(all.errors);
    expect(messages.validation).toEqual(all.validation);
    expect(messages.auth).toEqual(all.auth);
    expect(messages.shell).toBeUndefined();
  });

  it("gives the assistant's page its own texts and the task statuses, nothing of the app shell", () => {
    const all = getMessages("de");
    const messages = clientMessages("de", "aiDemo");
    expect(Object.keys(messages).sort()).toEqual(["ai", "tasks"]);
    expect(messages.ai).toEqual(all.ai);
    expect(messages.tasks).toEqual({ status: all.tasks.status });
    expect(clientMessages("de", "appShell").ai).toBeUndefined();
  });

  it("keeps the base scope to the error page, the two switches and the way home", () => {
    const messages = clientMessages("en");
    expect(Object.keys(messages).sort()).toEqual(BASE);
    expect(messages.common).toEqual({ goToHomepage: "Go to homepage" });
    expect(Object.keys(messages.errors ?? {})).toEqual(["page"]);
  });

  it("gives each part of the signed-in app its own texts, and the shell only its menus", () => {
    const keys = (scope: Parameters<typeof clientMessages>[1]) =>
      Object.keys(clientMessages("en", scope)).sort();
    expect(keys("appShell")).not.toEqual(expect.arrayContaining(["tasks"]));
    expect(keys("appShell")).not.toEqual(expect.arrayContaining(["billing"]));
    expect(keys("dashboard")).toEqual(
      [...BASE, "account", "fields", "teams", "ui", "validation"].sort(),
    );
    expect(keys("tasks")).toContain("tasks");
    expect(keys("tasks")).not.toEqual(expect.arrayContaining(["billing"]));
    expect(keys("settingsNav")).toEqual([...BASE, "settings"].sort());
    expect(keys("billing")).toEqual(expect.arrayContaining(["billing", "pricing"]));
    expect(keys("billing")).not.toEqual(expect.arrayContaining(["teamSettings"]));
    expect(keys("teamMembers")).not.toEqual(expect.arrayContaining(["billing"]));
    expect(keys("account")).not.toEqual(expect.arrayContaining(["teamSettings"]));
    expect(clientMessages("en", "dashboard").account).toEqual({
      setPassword: getMessages("en").account.setPassword,
    });
    // The shell says when a sign-in removed a password, whichever page it lands on.
    expect(clientMessages("de", "appShell").auth).toEqual({
      passwordRemoved: getMessages("de").auth.passwordRemoved,
    });
  });
});
