import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { Checkbox } from "../src/checkbox";
import { FormField } from "../src/form-field";
import { Input } from "../src/input";
import { Select } from "../src/select";

afterEach(cleanup);

/** The elements an `aria-describedby` refers to, in order. */
function describedBy(element: HTMLElement): (HTMLElement | null)[] {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id));
}

describe("FormField", () => {
  it("ties the label, hint and error to its input", () => {
    render(
      <FormField label="Email" hint="We never share it." error="Invalid email">
        <Input />
      </FormField>,
    );
    const input = screen.getByLabelText("Email");
    expect(input.tagName).toBe("INPUT");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(input).map((element) => element?.textContent)).toEqual([
      "We never share it.",
      "Invalid email",
    ]);
    expect(screen.getByRole("alert").textContent).toBe("Invalid email");
  });

  it("has no alert and no aria-invalid without an error", () => {
    render(
      <FormField label="Email" hint="We never share it.">
        <Input />
      </FormField>,
    );
    const input = screen.getByLabelText("Email");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(describedBy(input).map((element) => element?.textContent)).toEqual([
      "We never share it.",
    ]);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("marks a required field without changing the label's accessible name", () => {
    render(
      <FormField label="Name" required requiredLabel="Required">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: "Name" });
    expect(input.getAttribute("aria-required")).toBe("true");
    expect(screen.getByTitle("Required").getAttribute("aria-hidden")).toBe("true");
  });

  it("keeps the control's own id and describedby references", () => {
    render(
      <>
        <p id="extra">Extra help</p>
        <FormField label="Email" id="signup-email" error="Invalid email">
          <Input aria-describedby="extra" />
        </FormField>
      </>,
    );
    const input = screen.getByLabelText("Email");
    expect(input.id).toBe("signup-email");
    expect(describedBy(input).map((element) => element?.textContent)).toEqual([
      "Invalid email",
      "Extra help",
    ]);
  });

  it("hands the wiring to a custom control through a render function", () => {
    render(
      <FormField label="Bio" error="Too long">
        {(control) => <textarea {...control} />}
      </FormField>,
    );
    const textarea = screen.getByLabelText("Bio");
    expect(textarea.tagName).toBe("TEXTAREA");
    expect(textarea.getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(textarea)[0]?.textContent).toBe("Too long");
  });

  it("wires a select and an inline checkbox too", () => {
    render(
      <>
        <FormField label="Role" error="Please choose one of: owner, member">
          <Select>
            <option value="">—</option>
          </Select>
        </FormField>
        <FormField label="I accept the terms" layout="inline">
          <Checkbox />
        </FormField>
      </>,
    );
    expect(screen.getByRole("combobox", { name: "Role" }).getAttribute("aria-invalid")).toBe(
      "true",
    );
    expect(screen.getByRole("checkbox", { name: "I accept the terms" })).toBeDefined();
  });
});
