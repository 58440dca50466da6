import { act, cleanup, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { AnimatedList } from "../src/animated-list";
import { stubSystemScheme } from "./support/system-scheme";

const autoAnimate = vi.hoisted(() => ({
  ref: vi.fn<(node: Element | null) => void>(),
  setEnabled: vi.fn<(enabled: boolean) => void>(),
  options: [] as unknown[],
}));

vi.mock("@formkit/auto-animate/react", () => ({
  useAutoAnimate: (options: unknown) => {
    autoAnimate.options.push(options);
    return [autoAnimate.ref, autoAnimate.setEnabled];
  },
}));

beforeEach(() => {
  // happy-dom has no Web Animations API; a browser does.
  HTMLElement.prototype.animate = vi.fn();
});

afterEach(() => {
  cleanup();
  // @ts-expect-error -- removing the stub again, as happy-dom has no `animate`.
  delete HTMLElement.prototype.animate;
  vi.unstubAllGlobals();
  autoAnimate.ref.mockClear();
  autoAnimate.setEnabled.mockClear();
  autoAnimate.options.length = 0;
});

function Members({ names }: { names: string[] }) {
  return (
    <AnimatedList aria-label="Members">
      {names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </AnimatedList>
  );
}

describe("AnimatedList", () => {
  it("renders a list and hands it to auto-animate once, across re-renders", () => {
    stubSystemScheme("light");
    const { rerender } = render(<Members names={["Ada", "Grace"]} />);
    const list = screen.getByRole("list", { name: "Members" });
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    rerender(<Members names={["Ada", "Grace", "Linus"]} />);
    expect(autoAnimate.ref.mock.calls.filter(([node]) => node !== null)).toEqual([[list]]);
  });

  it("animates unless the user prefers reduced motion", () => {
    stubSystemScheme("light", { reducedMotion: false });
    render(<Members names={["Ada"]} />);
    expect(autoAnimate.setEnabled).toHaveBeenLastCalledWith(true);
    cleanup();

    stubSystemScheme("light", { reducedMotion: true });
    render(<Members names={["Ada"]} />);
    expect(autoAnimate.setEnabled).toHaveBeenLastCalledWith(false);
    expect(autoAnimate.options.at(-1)).not.toHaveProperty("disrespectUserMotionPreference");
  });

  it("leaves the list alone where the Web Animations API is missing", () => {
    stubSystemScheme("light");
    // @ts-expect-error -- simulating a DOM without `animate` (happy-dom, jsdom).
    delete HTMLElement.prototype.animate;
    render(<Members names={["Ada"]} />);
    expect(autoAnimate.ref).not.toHaveBeenCalled();
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
  });

  it("forwards its ref to the list element", () => {
    stubSystemScheme("light");
    const ref = createRef<HTMLUListElement>();
    render(<AnimatedList ref={ref} />);
    expect(ref.current?.tagName).toBe("UL");
    act(() => cleanup());
    expect(ref.current).toBeNull();
  });
});
