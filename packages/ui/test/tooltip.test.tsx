import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { Button } from "../src/button";
import { Tooltip, TooltipProvider } from "../src/tooltip";
import { advance, fakeTimersPerTest } from "./support/fake-timers";

fakeTimersPerTest();

// Radix opens on a mouse `pointermove` over the trigger and closes on `pointerleave`.
function hover(element: HTMLElement) {
  fireEvent.pointerMove(element, { pointerType: "mouse" });
}
// Leaving lets the pointer travel toward the content (Radix's grace area); moving well away from
// both closes the tooltip.
function unhover(element: HTMLElement) {
  fireEvent.pointerLeave(element, { pointerType: "mouse", clientX: 0, clientY: 0 });
  fireEvent.pointerMove(document.body, { pointerType: "mouse", clientX: 500, clientY: 500 });
}

function visibleTooltip() {
  return document.querySelector<HTMLElement>('[data-slot="tooltip"]');
}

function renderTwo() {
  render(
    <TooltipProvider>
      <Tooltip content="Edit team">
        <Button aria-label="Edit">E</Button>
      </Tooltip>
      <Tooltip content="Delete team">
        <Button aria-label="Delete">D</Button>
      </Tooltip>
    </TooltipProvider>,
  );
  return {
    edit: screen.getByRole("button", { name: "Edit" }),
    remove: screen.getByRole("button", { name: "Delete" }),
  };
}

describe("Tooltip", () => {
  it("opens 700 ms after the pointer comes, not before, as delayed-open", () => {
    const { edit } = renderTwo();
    hover(edit);
    advance(699);
    expect(visibleTooltip()).toBeNull();
    expect(edit.dataset.state).toBe("closed");

    advance(1);
    expect(visibleTooltip()?.textContent).toContain("Edit team");
    expect(visibleTooltip()?.dataset.state).toBe("delayed-open");
    expect(screen.getByRole("tooltip").textContent).toBe("Edit team");
    expect(edit.getAttribute("aria-describedby")).toBe(screen.getByRole("tooltip").id);
  });

  it("opens a second tooltip at once within 300 ms of the first closing", () => {
    const { edit, remove } = renderTwo();
    hover(edit);
    advance(700);
    unhover(edit);
    expect(visibleTooltip()).toBeNull();
    advance(250);

    hover(remove);
    expect(visibleTooltip()?.textContent).toContain("Delete team");
    expect(visibleTooltip()?.dataset.state).toBe("instant-open");
  });

  it("waits the full 700 ms again once 300 ms have passed since the first closed", () => {
    const { edit, remove } = renderTwo();
    hover(edit);
    advance(700);
    unhover(edit);
    // Closing the first tooltip hides it at once; the skip window then runs out.
    advance(300);

    hover(remove);
    expect(visibleTooltip()).toBeNull();
    advance(700);
    expect(visibleTooltip()?.dataset.state).toBe("delayed-open");
  });

  it("styles both open states, since Radix never reports a plain open state", () => {
    const { edit } = renderTwo();
    hover(edit);
    advance(700);
    const classes = visibleTooltip()?.className ?? "";
    expect(classes).toContain("data-[state=delayed-open]:");
    expect(classes).toContain("data-[state=instant-open]:");
    expect(classes).not.toContain("data-[state=open]");
  });

  it("opens at once on keyboard focus", () => {
    const { edit } = renderTwo();
    act(() => edit.focus());
    expect(visibleTooltip()?.textContent).toContain("Edit team");
  });

  it("works without a provider, with the same 700 ms delay", () => {
    render(
      <Tooltip content="Copy link">
        <Button aria-label="Copy">C</Button>
      </Tooltip>,
    );
    hover(screen.getByRole("button", { name: "Copy" }));
    advance(699);
    expect(visibleTooltip()).toBeNull();
    advance(1);
    expect(visibleTooltip()?.textContent).toContain("Copy link");
  });

  it("renders only the trigger when there is no content", () => {
    render(
      <Tooltip content="">
        <Button>Save</Button>
      </Tooltip>,
    );
    const button = screen.getByRole("button", { name: "Save" });
    expect(button.hasAttribute("data-state")).toBe(false);
  });
});
