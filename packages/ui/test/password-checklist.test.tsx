import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { PasswordChecklist } from "../src/password-checklist";

afterEach(cleanup);

describe("PasswordChecklist", () => {
  it("lists each rule with its met state for screen readers", () => {
    render(
      <PasswordChecklist
        title="Your password must contain:"
        metLabel="met"
        notMetLabel="not met"
        items={[
          { id: "minLength", label: "At least 8 characters", isMet: true },
          { id: "uppercase", label: "An uppercase letter", isMet: false },
        ]}
      />,
    );
    const list = screen.getByRole("list", { name: "Your password must contain:" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "At least 8 characters(met)",
      "An uppercase letter(not met)",
    ]);
    expect(items.map((item) => item.dataset.met)).toEqual(["true", "false"]);
  });
});
