"use client";

import type { ComponentType } from "react";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useId, useRef, useState } from "react";

import type { SearchIndexPage } from "~/content/search";

import type { DocsComboboxProps } from "./docs-search-combobox";

export const searchInputClass =
  "w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm placeholder:text-gray-500 focus:border-primary-500 focus:outline-2 focus:outline-primary-500 dark:border-gray-700 dark:bg-gray-900";

const indexes = new Map<string, Promise<SearchIndexPage[]>>();

/** This language's prebuilt index, fetched once; a failed fetch is tried again on the next call. */
export function loadSearchIndex(url: string): Promise<SearchIndexPage[]> {
  let pages = indexes.get(url);
  if (!pages) {
    pages = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`search index: ${response.status}`);
      return ((await response.json()) as { pages: SearchIndexPage[] }).pages;
    });
    pages.catch(() => indexes.delete(url));
    indexes.set(url, pages);
  }
  return pages;
}

type Takeover = { Combobox: ComponentType<DocsComboboxProps>; query: string; focused: boolean };

/**
 * The docs search: the page ships a plain input with the combobox's label and roles; the
 * first focus or keystroke loads the combobox (downshift) and this language's index in parallel,
 * and the combobox takes over with what was typed and the focus.
 */
export function DocsSearch({ indexUrl }: { indexUrl: string }) {
  const t = useTranslations("docs.search");
  const id = useId();
  const ids = { inputId: `${id}-input`, labelId: `${id}-label`, menuId: `${id}-menu` };
  const input = useRef<HTMLInputElement>(null);
  const started = useRef(false);
  const [takeover, setTakeover] = useState<Takeover | null>(null);
  const [query, setQuery] = useState("");

  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    loadSearchIndex(indexUrl).catch(() => {});
    import("./docs-search-combobox")
      .then(({ DocsCombobox }) => {
        const element = input.current;
        setTakeover({
          Combobox: DocsCombobox,
          query: element?.value ?? "",
          focused: element !== null && element === document.activeElement,
        });
      })
      .catch((error: unknown) => {
        console.warn(error);
        started.current = false;
      });
  }, [indexUrl]);

  // Typed into or focused before the page hydrated: those events went by unheard.
  useEffect(() => {
    const element = input.current;
    if (element && (element.value !== "" || element === document.activeElement)) {
      setQuery(element.value);
      start();
    }
  }, [start]);

  if (takeover) {
    const { Combobox } = takeover;
    return (
      <Combobox
        {...ids}
        indexUrl={indexUrl}
        initialQuery={takeover.query}
        focus={takeover.focused}
      />
    );
  }

  const trimmed = query.trim();
  return (
    <search className="relative">
      <label id={ids.labelId} htmlFor={ids.inputId} className="sr-only">
        {t("label")}
      </label>
      <input
        ref={input}
        id={ids.inputId}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        aria-labelledby={ids.labelId}
        autoComplete="off"
        placeholder={t("placeholder")}
        onFocus={start}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          start();
        }}
        className={searchInputClass}
      />
      {trimmed.length > 0 && (
        <div className="absolute inset-x-0 top-full z-30 mt-2 rounded-md border border-gray-200 bg-white p-1 shadow-lg dark:border-gray-800 dark:bg-gray-950">
          <p role="status" className="px-3 py-2 text-sm text-gray-600 dark:text-gray-400">
            {t("loading")}
          </p>
        </div>
      )}
    </search>
  );
}
