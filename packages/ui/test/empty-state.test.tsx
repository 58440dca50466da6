import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { Button } from "../src/button";
import { EmptyState } from "../src/empty-state";

afterEach(cleanup);

describe("EmptyState", () => {
  it("shows the title as a heading, the description and the action, with a decorative icon", () => {
    const { container } = render(
      <EmptyState
        icon={<svg data-testid="icon" />}
        title="You have not invited any members yet."
        description="Invite your team to work together."
        action={<Button>Invite member</Button>}
      />,
    );
    expect(
      screen.getByRole("heading", { level: 3, name: "You have not invited any members yet." }),
    ).toBeDefined();
    expect(screen.getByText("Invite your team to work together.")).toBeDefined();
    expect(screen.getByRole("button", { name: "Invite member" })).toBeDefined();
    expect(screen.getByTestId("icon").parentElement?.getAttribute("aria-hidden")).toBe("true");
    expect(container.querySelectorAll("p")).toHaveLength(1);
  });

  it("takes the heading level that fits the page", () => {
    render(<EmptyState title="No tasks" headingLevel={2} />);
    expect(screen.getByRole("heading", { level: 2, name: "No tasks" })).toBeDefined();
  });
});
