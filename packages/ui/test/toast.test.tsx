import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "react-hot-toast/headless";
import { afterEach, describe, expect, it, vi } from "vitest";

import { notify, Toaster } from "../src/toast";

afterEach(() => {
  // The toast store is module-global: start every test empty.
  act(() => toast.remove());
  cleanup();
  vi.useRealTimers();
});

describe("Toaster", () => {
  it("shows one toast at a time: a second one replaces the first", () => {
    render(<Toaster dismissLabel="Dismiss" />);
    act(() => {
      notify({ title: "Member invited", description: "The member has been invited." });
    });
    expect(screen.getByText("Member invited")).toBeDefined();

    act(() => {
      notify.error({ title: "Could not invite member" });
    });
    expect(screen.queryByText("Member invited")).toBeNull();
    expect(screen.getByText("Could not invite member")).toBeDefined();
    expect(screen.getAllByRole("button", { name: "Dismiss" })).toHaveLength(1);
  });

  it("does not bring back a replaced toast when the newer one is dismissed", async () => {
    const user = userEvent.setup();
    render(<Toaster dismissLabel="Dismiss" />);
    act(() => {
      notify({ title: "First" });
    });
    act(() => {
      notify({ title: "Second" });
    });
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText("Second")).toBeNull();
    expect(screen.queryByText("First")).toBeNull();
  });

  it("renders the title, description and variant of an error toast in a live region", () => {
    render(<Toaster dismissLabel="Dismiss" />);
    act(() => {
      notify.error({
        title: "Could not update your name.",
        description: "Please try again later.",
      });
    });
    const box = screen.getByText("Could not update your name.").closest("[data-variant]");
    expect(box?.getAttribute("data-variant")).toBe("error");
    expect(box?.closest('[data-slot="toaster"]')?.getAttribute("aria-live")).toBe("polite");
    expect(screen.getByText("Please try again later.")).toBeDefined();
  });

  it("turns a loading toast into its outcome when given the same id", () => {
    render(<Toaster dismissLabel="Dismiss" />);
    let id = "";
    act(() => {
      id = notify.loading({ title: "Removing member from team..." });
    });
    act(() => {
      notify.success({ id, title: "The member has been successfully removed from your team." });
    });
    expect(screen.queryByText("Removing member from team...")).toBeNull();
    expect(
      screen
        .getByText("The member has been successfully removed from your team.")
        .closest("[data-variant]")
        ?.getAttribute("data-variant"),
    ).toBe("success");
  });

  it("pauses while hovered, and a toast dismissed under the pointer leaves no pause behind", () => {
    vi.useFakeTimers();
    render(<Toaster dismissLabel="Dismiss" />);
    act(() => {
      notify({ title: "Hovered" });
    });
    fireEvent.mouseEnter(screen.getByText("Hovered"));
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.queryByText("Hovered")).not.toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    act(() => {
      notify({ title: "Next" });
    });
    act(() => {
      vi.advanceTimersByTime(5_100);
    });
    expect(screen.queryByText("Next")).toBeNull();
  });

  it("closes a toast after 5 seconds, but keeps a loading one open", () => {
    vi.useFakeTimers();
    render(<Toaster dismissLabel="Dismiss" />);
    act(() => {
      notify({ title: "Saved" });
    });
    act(() => {
      vi.advanceTimersByTime(4_900);
    });
    expect(screen.queryByText("Saved")).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText("Saved")).toBeNull();

    act(() => {
      notify.loading({ title: "Saving…" });
    });
    act(() => {
      vi.advanceTimersByTime(15_000);
    });
    expect(screen.queryByText("Saving…")).not.toBeNull();
  });
});
