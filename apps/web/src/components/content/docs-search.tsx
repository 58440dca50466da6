"use client";

import type { KeyboardEvent } from "react";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useId, useRef, useState } from "react";

import type { SearchIndexPage } from "~/content/search";
import { searchPages } from "~/content/search";
import { Link, useRouter } from "~/i18n/navigation";

type Status = "idle" | "loading" | "ready" | "failed";

/**
 * The docs search, an ARIA combobox with a list of results: this language's prebuilt index is
 * fetched on the first focus or keystroke and filtered in the browser. Each result is also a link,
 * so a middle click or "open in new tab" work.
 *
 * The input is uncontrolled and the same DOM node from the server's HTML on: text typed before the
 * page hydrated stays in it (a controlled input would hold React's empty value instead) and is read
 * once the component is live, since those keystrokes went by without a listener.
 */
export function DocsSearch({ indexUrl }: { indexUrl: string }) {
  const t = useTranslations("docs.search");
  const [status, setStatus] = useState<Status>("idle");
  const [pages, setPages] = useState<SearchIndexPage[]>([]);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(-1);
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const loading = useRef<Promise<void> | null>(null);
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-result-${index}`;

  const load = useCallback(() => {
    if (loading.current) return;
    setStatus("loading");
    loading.current = fetch(indexUrl)
      .then(async (response) => {
        if (!response.ok) throw new Error(`search index: ${response.status}`);
        const index = (await response.json()) as { pages: SearchIndexPage[] };
        setPages(index.pages);
        setStatus("ready");
      })
      .catch((error: unknown) => {
        console.warn(error);
        loading.current = null;
        setStatus("failed");
      });
  }, [indexUrl]);

  // Whatever was typed or focused before hydration.
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    if (element.value !== "") setQuery(element.value);
    if (element.value !== "" || element === document.activeElement) load();
  }, [load]);

  const trimmed = query.trim();
  const hits = status === "ready" ? searchPages(pages, trimmed) : [];
  const isOpen = hits.length > 0;

  useEffect(() => {
    if (active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
    // The ids only change with the active result.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  /** A chosen result or Escape empties the box. */
  const clear = () => {
    if (input.current) input.current.value = "";
    setQuery("");
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = hits.length;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (!isOpen) return;
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        // From no result, down goes to the first and up to the last; both wrap around.
        setActive((current) =>
          current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count,
        );
        return;
      }
      case "Enter": {
        const page = isOpen ? hits[active] : undefined;
        if (!page) return;
        event.preventDefault();
        clear();
        router.push(page.path);
        return;
      }
      case "Escape":
        if (query === "") return;
        event.preventDefault();
        clear();
        return;
    }
  };

  return (
    <search className="relative">
      <label htmlFor={inputId} className="sr-only">
        {t("label")}
      </label>
      <input
        ref={input}
        id={inputId}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isOpen}
        // The list is only there while it has results.
        aria-controls={isOpen ? listId : undefined}
        aria-activedescendant={isOpen && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        placeholder={t("placeholder")}
        onFocus={load}
        // `input`, not React's `change`: an event replayed while the page hydrates reaches it too.
        onInput={(event) => {
          setQuery(event.currentTarget.value);
          setActive(-1);
          load();
        }}
        onKeyDown={onKeyDown}
        className="w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm placeholder:text-gray-500 focus:border-primary-500 focus:outline-2 focus:outline-primary-500 dark:border-gray-700 dark:bg-gray-900"
      />
      {trimmed.length > 0 && (
        <div className="absolute inset-x-0 top-full z-30 mt-2 max-h-96 overflow-y-auto rounded-md border border-gray-200 bg-white p-1 shadow-lg dark:border-gray-800 dark:bg-gray-950">
          <p
            role="status"
            className={
              hits.length > 0 ? "sr-only" : "px-3 py-2 text-sm text-gray-600 dark:text-gray-400"
            }
          >
            {status === "loading" || status === "idle"
              ? t("loading")
              : status === "failed"
                ? t("failed")
                : hits.length === 0
                  ? t("noResults", { query: trimmed })
                  : t("count", { count: hits.length })}
          </p>
          {isOpen && (
            <ul id={listId} role="listbox" aria-label={t("results")}>
              {hits.map((page, index) => (
                <li key={page.path} role="presentation">
                  <Link
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    tabIndex={-1}
                    href={page.path}
                    onClick={clear}
                    className="block rounded px-3 py-2 hover:bg-gray-100 aria-selected:bg-gray-100 dark:hover:bg-gray-900 dark:aria-selected:bg-gray-900"
                  >
                    <span className="block text-sm font-medium text-gray-950 dark:text-white">
                      {page.title}
                    </span>
                    <span className="line-clamp-2 text-xs text-gray-600 dark:text-gray-400">
                      {page.excerpt}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </search>
  );
}
