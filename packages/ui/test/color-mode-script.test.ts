import { describe, expect, it, onTestFinished, vi } from "vitest";

import { COLOR_MODE_STORAGE_KEY, colorModeScript } from "../src/color-mode-script";
import { resetColorModePerTest, stubSystemScheme } from "./support/system-scheme";

function run(script: string) {
  // The script is what the root layout inlines into <head>; evaluate it the same way a page would.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  (new Function(script) as () => void)();
}

const root = document.documentElement;

resetColorModePerTest(COLOR_MODE_STORAGE_KEY);

describe("colorModeScript", () => {
  it.each([
    {
      stored: "dark",
      system: "light",
      name: "sets the dark class and color-scheme when the stored mode is dark",
    },
    {
      stored: "light",
      system: "dark",
      name: "stays light when the stored mode is light, even on a dark system",
    },
  ] as const)("$name", ({ stored, system }) => {
    stubSystemScheme(system);
    // Start from the other mode, so the script has to change it.
    root.classList.toggle("dark", stored === "light");
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, stored);
    run(colorModeScript());
    expect(root.classList.contains("dark")).toBe(stored === "dark");
    expect(root.style.colorScheme).toBe(stored);
  });

  it("follows the system scheme when the mode is system", () => {
    stubSystemScheme("dark");
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, "system");
    run(colorModeScript());
    expect(root.classList.contains("dark")).toBe(true);
  });

  it("falls back to the system scheme when nothing (or nonsense) is stored", () => {
    stubSystemScheme("dark");
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, "purple");
    run(colorModeScript());
    expect(root.classList.contains("dark")).toBe(true);

    stubSystemScheme("light");
    localStorage.clear();
    run(colorModeScript());
    expect(root.classList.contains("dark")).toBe(false);
  });

  it("reads the cookie when localStorage has no choice", () => {
    stubSystemScheme("light");
    document.cookie = `${COLOR_MODE_STORAGE_KEY}=dark; path=/`;
    run(colorModeScript());
    expect(root.classList.contains("dark")).toBe(true);
  });

  it("reads only its own cookie, not one whose name ends the same", () => {
    stubSystemScheme("light");
    document.cookie = `x${COLOR_MODE_STORAGE_KEY}=dark; path=/`;
    document.cookie = `other=1; path=/`;
    run(colorModeScript());
    expect(root.classList.contains("dark")).toBe(false);
    document.cookie = `x${COLOR_MODE_STORAGE_KEY}=; max-age=0; path=/`;
    document.cookie = `other=; max-age=0; path=/`;
  });

  it("stays short: it is in every page twice", () => {
    expect(colorModeScript().length).toBeLessThan(600);
    expect(colorModeScript()).not.toContain('"');
  });

  it("uses the given storage key", () => {
    stubSystemScheme("light");
    localStorage.setItem("other-key", "dark");
    run(colorModeScript("other-key"));
    expect(root.classList.contains("dark")).toBe(true);
  });

  it("follows a change of the system scheme while the mode is system", () => {
    const system = stubSystemScheme("light");
    run(colorModeScript());
    expect(root.classList.contains("dark")).toBe(false);
    system.set("dark");
    expect(root.classList.contains("dark")).toBe(true);
  });

  it("follows a choice made in another tab", () => {
    stubSystemScheme("light");
    run(colorModeScript());
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, "dark");
    window.dispatchEvent(new StorageEvent("storage", { key: COLOR_MODE_STORAGE_KEY }));
    expect(root.classList.contains("dark")).toBe(true);
  });

  it("never throws, even without matchMedia or storage", () => {
    vi.stubGlobal("matchMedia", undefined);
    expect(() => run(colorModeScript())).not.toThrow();

    // Storage the browser refuses (site data blocked): the cookie still decides.
    stubSystemScheme("light");
    document.cookie = `${COLOR_MODE_STORAGE_KEY}=dark; path=/`;
    const blocked = vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    onTestFinished(() => blocked.mockRestore());
    expect(() => run(colorModeScript())).not.toThrow();
    expect(root.classList.contains("dark")).toBe(true);
  });

  it("cannot be broken out of by a storage key containing a closing script tag", () => {
    const script = colorModeScript("</script><script>alert(1)</script>");
    expect(script).not.toContain("</script>");
    stubSystemScheme("light");
    expect(() => run(script)).not.toThrow();
  });
});
