import { act, render } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { LoadingBar } from "../src/loading-bar";
import {
  createLoadingBarStore,
  LOADING_BAR_HIDE_DELAY_MS,
  LOADING_BAR_RESET_DELAY_MS,
  LOADING_BAR_THROTTLE_MS,
} from "../src/loading-bar-state";
import { advance, fakeTimersPerTest } from "./support/fake-timers";

fakeTimersPerTest();

function renderBar() {
  const store = createLoadingBarStore();
  const { container } = render(<LoadingBar store={store} />);
  const bar = container.querySelector<HTMLElement>('[data-slot="loading-bar"]');
  if (!bar) throw new Error("no loading bar rendered");
  return { store, bar };
}

describe("LoadingBar", () => {
  it("is a decorative 3 px bar fixed to the top, hidden while idle", () => {
    const { bar } = renderBar();
    expect(bar.getAttribute("aria-hidden")).toBe("true");
    expect(bar.getAttribute("role")).toBeNull();
    expect(bar.style.height).toBe("3px");
    expect(bar.className).toContain("fixed");
    expect(bar.className).toContain("top-0");
    expect(bar.className).toContain("opacity-0");
  });

  it("appears in the primary colour after the throttle and fades after the hide delay", () => {
    const { store, bar } = renderBar();
    act(() => store.start());
    expect(bar.className).toContain("opacity-0");
    advance(LOADING_BAR_THROTTLE_MS);
    expect(bar.className).toContain("opacity-100");
    expect(bar.className).toContain("bg-primary");

    act(() => store.finish());
    expect(bar.style.transform).toBe("scaleX(1)");
    advance(LOADING_BAR_HIDE_DELAY_MS);
    expect(bar.className).toContain("opacity-0");
    expect(bar.style.transform).toBe("scaleX(1)");
    advance(LOADING_BAR_RESET_DELAY_MS);
    expect(bar.style.transform).toBe("scaleX(0)");
  });

  it("turns the error colour on error", () => {
    const { store, bar } = renderBar();
    act(() => store.error());
    expect(bar.className).toContain("bg-error");
    expect(bar.className).not.toContain("bg-primary");
    expect(bar.dataset.error).toBe("true");
  });
});
