"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";

import type { SearchIndexPage } from "~/content/search";
import { searchPages } from "~/content/search";
import { Link, useRouter } from "~/i18n/navigation";

type Status = "idle" | "loading" | "ready" | "failed";

/**
 * The docs search box: the prebuilt index of this language (a static JSON file) is fetched on the
 * first focus, then every keystroke filters it in the browser. It follows the combobox pattern:
 * ArrowDown and ArrowUp move through the results (the input keeps the focus and names the active
 * one through aria-activedescendant), Enter opens it, Escape clears the box. Each result is also a
 * link, so a click, a middle click or "open in new tab" work as on any link.
 */
export function DocsSearch({ indexUrl }: { indexUrl: string }) {
  const t = useTranslations("docs.search");
  const [status, setStatus] = useState<Status>("idle");
  const [pages, setPages] = useState<SearchIndexPage[]>([]);
  const [query, setQuery] = useState("");
  // The result the arrow keys point at; -1: none (typing resets it).
  const [active, setActive] = useState(-1);
  const router = useRouter();
  const loading = useRef<Promise<void> | null>(null);
  const inputId = useId();
  const resultsId = useId();

  const load = () => {
    loading.current ??= fetch(indexUrl)
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
    if (status !== "ready") setStatus("loading");
  };

  const trimmed = query.trim();
  const hits = status === "ready" ? searchPages(pages, trimmed) : [];
  const isOpen = trimmed.length > 0;
  const activeHit = active >= 0 && active < hits.length ? hits[active] : undefined;
  const optionId = (index: number) => `${resultsId}-${index}`;

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      setQuery("");
      setActive(-1);
    } else if ((event.key === "ArrowDown" || event.key === "ArrowUp") && hits.length > 0) {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      // From "none", down opens the first result and up the last; both wrap around.
      const next = active < 0 ? (step > 0 ? 0 : hits.length - 1) : active + step;
      const index = (next + hits.length) % hits.length;
      setActive(index);
      document.getElementById(optionId(index))?.scrollIntoView({ block: "nearest" });
    } else if (event.key === "Enter" && activeHit) {
      event.preventDefault();
      setQuery("");
      setActive(-1);
      router.push(activeHit.path);
    }
  };

  return (
    <search className="relative">
      <label htmlFor={inputId} className="sr-only">
        {t("label")}
      </label>
      <input
        id={inputId}
        type="search"
        value={query}
        placeholder={t("placeholder")}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={hits.length > 0}
        aria-controls={hits.length > 0 ? `${resultsId}-list` : undefined}
        aria-activedescendant={activeHit ? optionId(active) : undefined}
        onFocus={load}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        className="w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm placeholder:text-gray-500 focus:border-primary-500 focus:outline-2 focus:outline-primary-500 dark:border-gray-700 dark:bg-gray-900"
      />
      {isOpen ? (
        <div
          id={resultsId}
          className="absolute inset-x-0 top-full z-30 mt-2 max-h-96 overflow-y-auto rounded-md border border-gray-200 bg-white p-1 shadow-lg dark:border-gray-800 dark:bg-gray-950"
        >
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
          {hits.length > 0 ? (
            <ul id={`${resultsId}-list`} role="listbox" aria-label={t("results")}>
              {hits.map((page, index) => (
                <li key={page.path} role="presentation">
                  <Link
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    tabIndex={-1}
                    href={page.path}
                    onClick={() => {
                      setQuery("");
                      setActive(-1);
                    }}
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
          ) : null}
        </div>
      ) : null}
    </search>
  );
}
