import { notFound } from "next/navigation";

/** Any path no route matches: the localized 404 page. */
export default function CatchAll() {
  notFound();
}
