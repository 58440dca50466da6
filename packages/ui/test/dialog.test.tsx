import type { ReactElement } from "react";

import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { Button } from "../src/button";
import { Dialog, DialogClose } from "../src/dialog";
import { notify, Toaster } from "../src/toast";
import { eventually } from "./eventually";

afterEach(cleanup);

/** Renders `dialog` and opens it with its trigger, the button named `trigger`. */
async function renderOpened(dialog: ReactElement, trigger: string) {
  const user = userEvent.setup();
  render(dialog);
  const opener = screen.getByRole("button", { name: trigger });
  await user.click(opener);
  return { user, opener };
}

function UncontrolledDialog() {
  return (
    <Dialog
      trigger={<Button>Change avatar</Button>}
      title="Crop your avatar"
      description="Drag to choose the visible part."
      closeLabel="Close"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="primary">Save</Button>
        </>
      }
    >
      <input aria-label="Zoom" type="range" />
    </Dialog>
  );
}

function ControlledDialog({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>Open settings</Button>
      <Dialog
        open={isOpen}
        onOpenChange={(open) => {
          setIsOpen(open);
          onOpenChange?.(open);
        }}
        title="Team settings"
        closeLabel="Close"
      >
        <p>Body</p>
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("opens from its trigger with the title as its name and the description read with it", async () => {
    await renderOpened(<UncontrolledDialog />, "Change avatar");
    const dialog = screen.getByRole("dialog", { name: "Crop your avatar" });
    expect(dialog.getAttribute("aria-describedby")).toBe(
      screen.getByText("Drag to choose the visible part.").id,
    );
    expect(document.querySelector('[data-slot="dialog-overlay"]')).not.toBeNull();
  });

  it("moves focus inside and keeps it there while tabbing", async () => {
    const { user } = await renderOpened(<UncontrolledDialog />, "Change avatar");
    const dialog = screen.getByRole("dialog");
    expect(document.activeElement).toBe(screen.getByRole("slider", { name: "Zoom" }));
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it("closes on Escape and returns focus to its trigger", async () => {
    const { user, opener: trigger } = await renderOpened(<UncontrolledDialog />, "Change avatar");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    await eventually(() => expect(document.activeElement).toBe(trigger));
  });

  it("closes with the labelled close button and with a DialogClose in the footer", async () => {
    const { user } = await renderOpened(<UncontrolledDialog />, "Change avatar");
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Change avatar" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("works controlled: closes on Escape through onOpenChange and returns focus to the opener", async () => {
    const onOpenChange = vi.fn();
    const { user, opener } = await renderOpened(
      <ControlledDialog onOpenChange={onOpenChange} />,
      "Open settings",
    );
    expect(screen.getByRole("dialog", { name: "Team settings" })).toBeDefined();

    await user.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole("dialog")).toBeNull();
    await eventually(() => expect(document.activeElement).toBe(opener));
  });

  it("hides the page behind it from assistive technology while open", async () => {
    await renderOpened(<ControlledDialog />, "Open settings");
    expect(screen.queryByRole("button", { name: "Open settings" })).toBeNull();
  });

  it("leaves a toast shown while it is open readable, and dismissing it keeps the dialog open", async () => {
    render(
      <>
        <ControlledDialog />
        <Toaster dismissLabel="Dismiss" />
      </>,
    );
    // The modal sets pointer-events: none on the body; the toast's own class (not in jsdom) undoes it.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(screen.getByRole("button", { name: "Open settings" }));
    act(() => {
      notify.error({ title: "Could not save the settings." });
    });
    expect(screen.getByRole("status").textContent).toContain("Could not save the settings.");
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText("Could not save the settings.")).toBeNull();
    expect(screen.getByRole("dialog", { name: "Team settings" })).toBeDefined();
  });
});

describe("Dialog placement", () => {
  it("renders a drawer along the start edge with placement start", () => {
    render(
      <Dialog defaultOpen title="Navigation" closeLabel="Close" placement="start">
        <p>links</p>
      </Dialog>,
    );
    const dialog = screen.getByRole("dialog", { name: "Navigation" });
    expect(dialog.className).toContain("start-0");
    expect(dialog.className).not.toContain("left-1/2");
  });
});
