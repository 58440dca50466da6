import { describe, expect, it } from "vitest";

import { formValue } from "./form-value";

describe("formValue", () => {
  it("reads a text field", () => {
    const data = new FormData();
    data.set("email", "ada@example.com");
    expect(formValue(data, "email")).toBe("ada@example.com");
  });

  it("reads anything else as empty: a missing field, a file, arguments that are not form data", () => {
    const data = new FormData();
    data.set("file", new Blob(["x"]));
    expect(formValue(data, "email")).toBe("");
    expect(formValue(data, "file")).toBe("");
    for (const wrong of [[1, 2, 3], null, undefined, "email=x", { email: "x" }])
      expect(formValue(wrong, "email")).toBe("");
  });
});
