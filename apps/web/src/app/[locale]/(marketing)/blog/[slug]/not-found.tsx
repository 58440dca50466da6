import { RouteNotFound } from "~/components/content/route-not-found";

/** An unknown blog slug: this route's own 404. */
export default function BlogPostNotFound() {
  return <RouteNotFound />;
}
