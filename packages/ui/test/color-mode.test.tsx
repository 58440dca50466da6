import { act, cleanup, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { useColorMode, useRestoredColorMode } from "../src/color-mode";
import { COLOR_MODE_STORAGE_KEY } from "../src/color-mode-script";
import { resetColorModePerTest, stubSystemScheme } from "./support/system-scheme";

const root = document.documentElement;

resetColorModePerTest(COLOR_MODE_STORAGE_KEY, () => {
  cleanup();
  vi.restoreAllMocks();
});

describe("useColorMode", () => {
  it("is system, resolved from the system scheme, when nothing is stored", () => {
    stubSystemScheme("dark");
    const { result } = renderHook(() => useColorMode());
    expect(result.current.mode).toBe("system");
    expect(result.current.resolved).toBe("dark");
  });

  it("reads the stored mode", () => {
    stubSystemScheme("dark");
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, "light");
    const { result } = renderHook(() => useColorMode());
    expect(result.current).toMatchObject({ mode: "light", resolved: "light" });
  });

  it("falls back to the cookie when localStorage is blocked", () => {
    stubSystemScheme("light");
    document.cookie = `${COLOR_MODE_STORAGE_KEY}=dark; path=/`;
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    const { result } = renderHook(() => useColorMode());
    expect(result.current).toMatchObject({ mode: "dark", resolved: "dark" });
  });

  it("persists a choice to localStorage and a year-long cookie, and applies it to <html>", () => {
    stubSystemScheme("light");
    const cookieWrites: string[] = [];
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, "cookie");
    vi.spyOn(document, "cookie", "set").mockImplementation((value: string) => {
      cookieWrites.push(value);
      cookie?.set?.call(document, value);
    });
    const { result } = renderHook(() => useColorMode());

    act(() => result.current.setMode("dark"));
    expect(result.current).toMatchObject({ mode: "dark", resolved: "dark" });
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe("dark");
    expect(cookieWrites.at(-1)).toBe(
      `${COLOR_MODE_STORAGE_KEY}=dark; path=/; max-age=${365 * 24 * 60 * 60}; samesite=lax`,
    );
    expect(root.classList.contains("dark")).toBe(true);
    expect(root.style.colorScheme).toBe("dark");

    act(() => result.current.setMode("light"));
    expect(root.classList.contains("dark")).toBe(false);
    expect(root.style.colorScheme).toBe("light");
  });

  it("updates every component using it in the tab", async () => {
    stubSystemScheme("light");
    function Toggle() {
      const { setMode } = useColorMode();
      return <button onClick={() => setMode("dark")}>Dark</button>;
    }
    function Shown() {
      const { resolved } = useColorMode();
      return <p>{resolved}</p>;
    }
    render(
      <>
        <Toggle />
        <Shown />
      </>,
    );
    expect(screen.getByText("light")).toBeDefined();
    await userEvent.click(screen.getByRole("button", { name: "Dark" }));
    expect(screen.getByText("dark")).toBeDefined();
  });

  it("follows the system scheme while in system mode, and not in a fixed mode", () => {
    const system = stubSystemScheme("light");
    const { result } = renderHook(() => useColorMode());
    act(() => system.set("dark"));
    expect(result.current.resolved).toBe("dark");
    expect(root.classList.contains("dark")).toBe(true);

    act(() => result.current.setMode("light"));
    act(() => system.set("light"));
    act(() => system.set("dark"));
    expect(result.current.resolved).toBe("light");
    expect(root.classList.contains("dark")).toBe(false);
  });

  it("syncs a choice made in another tab", () => {
    stubSystemScheme("light");
    const { result } = renderHook(() => useColorMode());
    act(() => {
      // Another tab wrote the key; this tab only hears the storage event.
      localStorage.setItem(COLOR_MODE_STORAGE_KEY, "dark");
      window.dispatchEvent(new StorageEvent("storage", { key: COLOR_MODE_STORAGE_KEY }));
    });
    expect(result.current).toMatchObject({ mode: "dark", resolved: "dark" });
    expect(root.classList.contains("dark")).toBe(true);
  });

  it("stops listening to the system once unmounted", () => {
    const system = stubSystemScheme("light");
    const { unmount } = renderHook(() => useColorMode());
    expect(system.listenerCount()).toBe(1);
    unmount();
    expect(system.listenerCount()).toBe(0);
  });
});

describe("useRestoredColorMode", () => {
  it("paints the stored choice on a document that lost it, and follows the system scheme", () => {
    // A document rendered anew on the client: no class, though the system is dark.
    const system = stubSystemScheme("dark");
    renderHook(() => useRestoredColorMode());
    expect(root.classList.contains("dark")).toBe(true);
    expect(root.style.colorScheme).toBe("dark");

    act(() => system.set("light"));
    expect(root.classList.contains("dark")).toBe(false);
  });

  it("paints a fixed choice whatever the system scheme", () => {
    stubSystemScheme("dark");
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, "light");
    renderHook(() => useRestoredColorMode());
    expect(root.classList.contains("dark")).toBe(false);
    expect(root.style.colorScheme).toBe("light");
  });
});
