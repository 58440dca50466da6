import type { ContentEntry } from "~/content/loader";
import { loadMdx } from "~/content/mdx";

/** The file's `# Title` is left out: the page renders the title from the metadata in its header. */
export async function MdxBody({
  entry,
  className = "",
}: {
  entry: ContentEntry;
  className?: string;
}) {
  const Content = await loadMdx(entry.collection, entry.contentLocale, entry.slug);
  return (
    <div className={`prose ${className}`} lang={entry.contentLocale}>
      <Content components={{ h1: () => null }} />
    </div>
  );
}
