import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { Button } from "../src/button";

afterEach(cleanup);

describe("Button", () => {
  it("is a secondary, medium button by default", () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole("button", { name: "Save" });
    expect(button.dataset.variant).toBe("secondary");
    expect(button.dataset.size).toBe("md");
  });

  it("shows a spinner, is disabled and busy while loading", async () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Save" });
    expect(button).toHaveProperty("disabled", true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(container.querySelector('[data-slot="spinner"]')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("has no spinner and is enabled when not loading", () => {
    const { container } = render(<Button>Save</Button>);
    const button = screen.getByRole("button", { name: "Save" });
    expect(button).toHaveProperty("disabled", false);
    expect(button.hasAttribute("aria-busy")).toBe(false);
    expect(container.querySelector('[data-slot="spinner"]')).toBeNull();
  });

  it("replaces the icon of an icon button with the spinner while loading", () => {
    const { container } = render(
      <Button size="icon" loading aria-label="Delete">
        <span data-testid="icon" />
      </Button>,
    );
    expect(screen.queryByTestId("icon")).toBeNull();
    expect(container.querySelector('[data-slot="spinner"]')).not.toBeNull();
  });

  it("forwards its ref and native props", () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} type="submit" variant="error" size="sm" name="intent" value="delete">
        Delete
      </Button>,
    );
    expect(ref.current).toBe(screen.getByRole("button", { name: "Delete" }));
    expect(ref.current?.type).toBe("submit");
    expect(ref.current?.name).toBe("intent");
    expect(ref.current?.dataset.variant).toBe("error");
  });

  it("stays disabled when disabled even if not loading", () => {
    render(<Button disabled>Save</Button>);
    expect(screen.getByRole("button", { name: "Save" })).toHaveProperty("disabled", true);
  });
});
