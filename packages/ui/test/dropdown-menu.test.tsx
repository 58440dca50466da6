import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { Button } from "../src/button";
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
} from "../src/dropdown-menu";

afterEach(cleanup);

type Mode = "light" | "dark" | "system";

function UserMenu({ onLogout, onLocale }: { onLogout: () => void; onLocale: (l: string) => void }) {
  const [mode, setMode] = useState<Mode>("system");
  return (
    <DropdownMenu trigger={<Button>Account</Button>}>
      <DropdownMenuLabel>Color mode</DropdownMenuLabel>
      <DropdownMenuRadioGroup value={mode} onValueChange={setMode}>
        <DropdownMenuRadioItem value="light">Light</DropdownMenuRadioItem>
        <DropdownMenuRadioItem value="dark">Dark</DropdownMenuRadioItem>
        <DropdownMenuRadioItem value="system">System</DropdownMenuRadioItem>
      </DropdownMenuRadioGroup>
      <DropdownMenuSeparator />
      <DropdownMenuSub label="Language">
        <DropdownMenuRadioGroup value="en" onValueChange={onLocale}>
          <DropdownMenuRadioItem value="en">English</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="de">Deutsch</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuSub>
      <DropdownMenuItem variant="error" onSelect={onLogout}>
        Logout
      </DropdownMenuItem>
    </DropdownMenu>
  );
}

describe("DropdownMenu", () => {
  it("opens from its button and runs an item's action, closing the menu", async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    render(<UserMenu onLogout={onLogout} onLocale={vi.fn()} />);
    const trigger = screen.getByRole("button", { name: "Account" });
    expect(trigger.getAttribute("aria-haspopup")).toBe("menu");

    await user.click(trigger);
    expect(screen.getByRole("menu")).toBeDefined();
    expect(screen.getByText("Color mode")).toBeDefined();
    await user.click(screen.getByRole("menuitem", { name: "Logout" }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("checks one radio item and reports the chosen value", async () => {
    const user = userEvent.setup();
    render(<UserMenu onLogout={vi.fn()} onLocale={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Account" }));
    expect(screen.getByRole("menuitemradio", { name: "System" }).getAttribute("aria-checked")).toBe(
      "true",
    );

    await user.click(screen.getByRole("menuitemradio", { name: "Dark" }));
    await user.click(screen.getByRole("button", { name: "Account" }));
    expect(screen.getByRole("menuitemradio", { name: "Dark" }).getAttribute("aria-checked")).toBe(
      "true",
    );
    expect(screen.getByRole("menuitemradio", { name: "System" }).getAttribute("aria-checked")).toBe(
      "false",
    );
  });

  it("opens a sub-menu with the keyboard", async () => {
    const user = userEvent.setup();
    const onLocale = vi.fn();
    render(<UserMenu onLogout={vi.fn()} onLocale={onLocale} />);
    await user.click(screen.getByRole("button", { name: "Account" }));
    const language = screen.getByRole("menuitem", { name: "Language" });
    language.focus();
    await user.keyboard("{ArrowRight}");
    await user.click(await screen.findByRole("menuitemradio", { name: "Deutsch" }));
    expect(onLocale).toHaveBeenCalledWith("de");
  });

  it("leaves the page in the accessibility tree while open, and closes on Escape", async () => {
    const user = userEvent.setup();
    render(
      <main>
        <a href="#elsewhere">Elsewhere</a>
        <UserMenu onLogout={vi.fn()} onLocale={vi.fn()} />
      </main>,
    );
    await user.click(screen.getByRole("button", { name: "Account" }));
    expect(screen.getByRole("menu")).toBeDefined();
    // A modal menu would aria-hide the page while its links stay focusable (axe aria-hidden-focus).
    expect(document.querySelector("[aria-hidden=true] a, [data-aria-hidden]")).toBeNull();
    expect(screen.getByRole("link", { name: "Elsewhere" })).toBeDefined();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
  });
});
