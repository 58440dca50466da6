import { getTranslations } from "next-intl/server";

import type { DocsNavNode } from "~/lib/content/docs-tree";
import { QueuedLink } from "~/components/queued-link";
import { humanizeFolder } from "~/lib/content/docs-tree";

type DocsTranslator = Awaited<ReturnType<typeof getTranslations<"docs">>>;

/** The docs navigation: sections from folders (any depth), pages in order, the current one marked. */
export async function DocsSidebar({
  tree,
  currentSlug,
}: {
  tree: DocsNavNode[];
  currentSlug: string;
}) {
  const t = await getTranslations("docs");
  return (
    <nav aria-label={t("navigation")} className="text-sm">
      <NavList nodes={tree} currentSlug={currentSlug} t={t} depth={0} />
    </nav>
  );
}

function sectionLabel(t: DocsTranslator, name: string): string {
  const key = `sections.${name}` as "sections.architecture";
  return t.has(key) ? t(key) : humanizeFolder(name);
}

function NavList({
  nodes,
  currentSlug,
  t,
  depth,
}: {
  nodes: DocsNavNode[];
  currentSlug: string;
  t: DocsTranslator;
  depth: number;
}) {
  return (
    <ul
      className={
        depth === 0 ? "space-y-1" : "mt-1 space-y-1 border-l border-gray-200 dark:border-gray-800"
      }
    >
      {nodes.map((node) =>
        node.type === "page" ? (
          <li key={node.slug}>
            <QueuedLink
              href={`/docs/${node.slug}`}
              aria-current={node.slug === currentSlug ? "page" : undefined}
              className={`block rounded-md py-1.5 pr-2 ${depth === 0 ? "pl-3" : "-ml-px border-l border-transparent pl-4"} text-gray-700 hover:bg-gray-100 hover:text-gray-950 dark:text-gray-300 dark:hover:bg-gray-900 dark:hover:text-white aria-[current=page]:bg-primary-50 aria-[current=page]:font-semibold aria-[current=page]:text-primary-700 dark:aria-[current=page]:bg-gray-900 dark:aria-[current=page]:text-primary-100 ${depth > 0 ? "rounded-l-none aria-[current=page]:border-primary-600" : ""}`}
            >
              {node.title}
            </QueuedLink>
          </li>
        ) : (
          <li key={node.folder} className={depth === 0 ? "pt-5" : "pt-2"}>
            <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-gray-500 uppercase dark:text-gray-400">
              {sectionLabel(t, node.name)}
            </p>
            <NavList nodes={node.children} currentSlug={currentSlug} t={t} depth={depth + 1} />
          </li>
        ),
      )}
    </ul>
  );
}
