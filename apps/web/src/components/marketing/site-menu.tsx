"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * A native `<details>`, so it works without this script, which only closes it after a navigation,
 * on Escape and on a click outside.
 */
export function SiteMenu({ label, children }: { label: string; children: React.ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const menu = ref.current;
      if (menu?.open && !menu.contains(event.target as Node)) menu.open = false;
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, []);
  return (
    <details
      ref={ref}
      className="site-menu"
      onKeyDown={(event) => {
        const menu = ref.current;
        if (event.key !== "Escape" || !menu?.open) return;
        menu.open = false;
        menu.querySelector("summary")?.focus();
      }}
    >
      <summary>{label}</summary>
      <div className="site-menu-panel">{children}</div>
    </details>
  );
}
