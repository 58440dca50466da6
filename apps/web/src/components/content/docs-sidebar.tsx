import { getTranslations } from "next-intl/server";

import type { DocsNavNode } from "~/content/docs-tree";
import { QueuedLink } from "~/components/queued-link";
import { humanizeFolder } from "~/content/docs-tree";

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
    // Styled by docs.css: nested lists and their links are told apart by the list they sit in.
    <ul className={depth === 0 ? "space-y-1" : "docs-nav-sublist"}>
      {nodes.map((node) =>
        node.type === "page" ? (
          <li key={node.slug}>
            <QueuedLink
              href={`/docs/${node.slug}`}
              aria-current={node.slug === currentSlug ? "page" : undefined}
              className="docs-nav-link"
            >
              {node.title}
            </QueuedLink>
          </li>
        ) : (
          <li key={node.folder} className={depth === 0 ? "pt-5" : "pt-2"}>
            <p className="docs-nav-section">{sectionLabel(t, node.name)}</p>
            <NavList nodes={node.children} currentSlug={currentSlug} t={t} depth={depth + 1} />
          </li>
        ),
      )}
    </ul>
  );
}
