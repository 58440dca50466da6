import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { Button } from "../src/button";
import { ConfirmDialog } from "../src/confirm-dialog";
import { DropdownMenu, DropdownMenuItem } from "../src/dropdown-menu";
import { eventually } from "./eventually";

afterEach(cleanup);

/** A promise the test settles by hand. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function DeleteTeam({
  onConfirm,
  moveFocus,
}: {
  onConfirm: () => unknown;
  moveFocus?: () => boolean;
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="error" onClick={() => setIsOpen(true)}>
        Delete team
      </Button>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title="Are you sure you want to delete your team?"
        description="Deleting your team is permanent."
        confirmLabel="Delete team"
        cancelLabel="Cancel"
        onConfirm={onConfirm}
        moveFocus={moveFocus}
      />
      <input aria-label="Team name" />
    </>
  );
}

async function openDialog(onConfirm: () => unknown) {
  const user = userEvent.setup();
  render(<DeleteTeam onConfirm={onConfirm} />);
  const opener = screen.getByRole("button", { name: "Delete team" });
  await user.click(opener);
  const dialog = screen.getByRole("alertdialog", {
    name: "Are you sure you want to delete your team?",
  });
  const confirm = screen
    .getAllByRole("button", { name: "Delete team" })
    .find((button) => dialog.contains(button));
  if (!confirm) throw new Error("no confirm button");
  return { user, opener, dialog, confirm };
}

describe("ConfirmDialog", () => {
  it("is an alert dialog with its description, focused on the safe choice", async () => {
    const { dialog } = await openDialog(vi.fn());
    expect(dialog.getAttribute("aria-describedby")).toBe(
      screen.getByText("Deleting your team is permanent.").id,
    );
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancel" }));
    expect(
      dialog.querySelector('[data-variant="error"]')?.textContent,
      "confirm uses the error variant by default",
    ).toBe("Delete team");
  });

  it("stays open and shows loading until onConfirm resolves, then closes", async () => {
    const action = deferred();
    const onConfirm = vi.fn(() => action.promise);
    const { user, confirm } = await openDialog(onConfirm);

    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("alertdialog")).toBeDefined();
    expect(confirm.getAttribute("aria-busy")).toBe("true");
    expect(confirm).toHaveProperty("disabled", true);
    expect(confirm.querySelector('[data-slot="spinner"]')).not.toBeNull();

    // A second click while running does not run the action twice.
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);

    await act(async () => {
      action.resolve();
      await action.promise;
    });
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("stays open, no longer loading, when onConfirm rejects", async () => {
    const action = deferred();
    const { user, confirm } = await openDialog(() => action.promise);
    await user.click(confirm);
    await act(async () => {
      action.reject(new Error("We were unable to delete your team."));
      await action.promise.catch(() => undefined);
    });

    expect(screen.getByRole("alertdialog")).toBeDefined();
    expect(confirm).toHaveProperty("disabled", false);
    expect(confirm.hasAttribute("aria-busy")).toBe(false);
  });

  it("cannot be dismissed with Escape or Cancel while the action runs", async () => {
    const action = deferred();
    const { user, confirm } = await openDialog(() => action.promise);
    await user.click(confirm);
    await user.keyboard("{Escape}");
    expect(screen.getByRole("alertdialog")).toBeDefined();
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveProperty("disabled", true);
    await act(async () => {
      action.resolve();
      await action.promise;
    });
  });

  it("closes on Cancel and on Escape without running the action, returning focus", async () => {
    const onConfirm = vi.fn();
    const { user, opener } = await openDialog(onConfirm);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await eventually(() => expect(document.activeElement).toBe(opener));

    await user.click(opener);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("lets the caller move focus on close, e.g. when the action removed the opener", async () => {
    const user = userEvent.setup();
    render(
      <DeleteTeam
        onConfirm={() => undefined}
        moveFocus={() => {
          screen.getByRole("textbox", { name: "Team name" }).focus();
          return true;
        }}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Delete team" }));
    const dialog = screen.getByRole("alertdialog");
    const confirm = screen
      .getAllByRole("button", { name: "Delete team" })
      .find((button) => dialog.contains(button));
    await user.click(confirm as HTMLElement);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await eventually(() =>
      expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Team name" })),
    );
  });

  it("shows loading from the loading prop too", () => {
    render(
      <ConfirmDialog
        open
        onOpenChange={vi.fn()}
        title="Remove member?"
        description="They lose access to the team."
        confirmLabel="Remove"
        cancelLabel="Cancel"
        variant="primary"
        loading
        onConfirm={vi.fn()}
      />,
    );
    const confirm = screen.getByRole("button", { name: "Remove" });
    expect(confirm.getAttribute("aria-busy")).toBe("true");
    expect(confirm.dataset.variant).toBe("primary");
  });

  it("returns focus to the menu's button when opened from a menu item", async () => {
    const user = userEvent.setup();
    function RowActions() {
      const [isOpen, setIsOpen] = useState(false);
      return (
        <>
          <DropdownMenu trigger={<Button aria-label="Member actions">…</Button>}>
            <DropdownMenuItem variant="error" onSelect={() => setIsOpen(true)}>
              Remove member
            </DropdownMenuItem>
          </DropdownMenu>
          <ConfirmDialog
            open={isOpen}
            onOpenChange={setIsOpen}
            title="Remove this member?"
            description="They lose access to the team."
            confirmLabel="Remove"
            cancelLabel="Cancel"
            onConfirm={vi.fn()}
          />
        </>
      );
    }
    render(<RowActions />);
    const menuButton = screen.getByRole("button", { name: "Member actions" });
    await user.click(menuButton);
    await user.click(screen.getByRole("menuitem", { name: "Remove member" }));
    const dialog = screen.getByRole("alertdialog", { name: "Remove this member?" });
    await eventually(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await eventually(() => expect(document.activeElement).toBe(menuButton));
  });
});
