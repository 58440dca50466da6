import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { Select } from "../src/select";

afterEach(cleanup);

function classesOf(className?: string): string[] {
  render(
    <Select aria-label="Colour" className={className}>
      <option value="blue">Blue</option>
    </Select>,
  );
  return [...screen.getByRole("combobox", { name: "Colour" }).classList];
}

describe("Select", () => {
  it("fills its container by default", () => {
    expect(classesOf()).toContain("w-full");
  });

  it("takes the width a className sets instead of the full width", () => {
    const classes = classesOf("w-36");
    expect(classes).toContain("w-36");
    expect(classes).not.toContain("w-full");
  });

  it("keeps the full width below a responsive width", () => {
    const classes = classesOf("sm:w-48");
    expect(classes).toContain("w-full");
    expect(classes).toContain("sm:w-48");
  });
});
