import type { ContentEntry } from "~/content/loader";

import { FallbackNote } from "./fallback-note";
import { MdxBody } from "./mdx-body";

/**
 * A legal page or a changelog entry: the note when it falls back to English, its title in the
 * language it is written in, and its body.
 */
export function TitledEntry({
  entry,
  heading: Heading,
  headingId,
  headingClassName,
  bodyClassName,
}: {
  entry: ContentEntry;
  heading: "h1" | "h3";
  headingId?: string;
  headingClassName: string;
  bodyClassName: string;
}) {
  return (
    <>
      {entry.isFallback ? <FallbackNote /> : null}
      <Heading
        id={headingId}
        lang={entry.isFallback ? entry.contentLocale : undefined}
        className={headingClassName}
      >
        {entry.metadata.title}
      </Heading>
      <MdxBody entry={entry} className={bodyClassName} />
    </>
  );
}
