import { afterEach, describe, expect, it } from "vitest";

import { keepFocusInList } from "../src/lib/keep-focus-in-list";

let release: (() => void) | undefined;
afterEach(() => {
  release?.();
  document.body.innerHTML = "";
});

/** A section with a heading and a list of rows, each with an Edit and a Remove button. */
function listOf(names: string[]) {
  document.body.innerHTML = `<section><h2>Members</h2><ul>${names
    .map(
      (name) =>
        `<li id="${name}"><span>${name}</span><button>Edit ${name}</button><button>Remove ${name}</button></li>`,
    )
    .join("")}</ul><p id="outside">Some text</p></section>`;
  const list = document.querySelector("ul");
  if (!list) throw new Error("no list");
  release = keepFocusInList(list);
  return list;
}

function button(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll("button")].find((b) => b.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

function row(name: string): HTMLElement {
  const found = document.getElementById(name);
  if (!found) throw new Error(`no row ${name}`);
  return found;
}

/** The observer answers after the mutation, in a microtask. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("keepFocusInList", () => {
  it("hands the focus of a removed row to the same control in the next row", async () => {
    listOf(["ada", "grace", "linus"]);
    button("Remove ada").focus();
    row("ada").remove();
    await settled();
    expect(document.activeElement).toBe(button("Remove grace"));
  });

  it("leaves the focus alone once the user clicked outside the rows", async () => {
    listOf(["ada", "grace"]);
    button("Remove ada").focus();
    // A click on plain text moves no focus to an element, but it leaves the row.
    document.getElementById("outside")?.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    (document.activeElement as HTMLElement | null)?.blur();
    row("ada").remove();
    await settled();
    expect(document.activeElement).toBe(document.body);
  });
});
