import { getTranslations } from "next-intl/server";

import type { Heading } from "~/content/markdown";

/** "On this page": the page's h2 and h3 headings, linked by the ids rehype-slug gives them. */
export async function DocsToc({ headings }: { headings: Heading[] }) {
  if (headings.length === 0) return null;
  const t = await getTranslations("docs");
  return (
    <nav aria-labelledby="toc-title" className="text-sm">
      <p id="toc-title" className="font-semibold text-gray-950 dark:text-white">
        {t("onThisPage")}
      </p>
      <ul className="mt-3 space-y-2 border-l border-gray-200 dark:border-gray-800">
        {headings.map((heading) => (
          <li key={heading.id} className={heading.depth === 3 ? "pl-7" : "pl-4"}>
            <a
              href={`#${heading.id}`}
              className="block text-gray-600 hover:text-gray-950 dark:text-gray-400 dark:hover:text-white"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
