import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { Skeleton, SkeletonText } from "../src/skeleton";

afterEach(cleanup);

describe("Skeleton", () => {
  it("is a pulsing block hidden from screen readers, sized by its classes", () => {
    const { container } = render(<Skeleton className="h-4 w-32" />);
    const block = container.firstElementChild;
    expect(block?.getAttribute("aria-hidden")).toBe("true");
    expect(block?.className).toContain("animate-pulse");
    expect(block?.className).toContain("motion-reduce:animate-none");
    expect(block?.className).toContain("h-4 w-32");
  });

  it("renders the asked number of text lines, the last one shorter", () => {
    const { container } = render(<SkeletonText lines={4} />);
    const wrapper = container.firstElementChild;
    const lines = container.querySelectorAll('[data-slot="skeleton"]');
    expect(wrapper?.getAttribute("aria-hidden")).toBe("true");
    expect(lines).toHaveLength(4);
    expect(lines[3]?.className).toContain("w-3/5");
    expect(lines[0]?.className).toContain("w-full");
  });
});
