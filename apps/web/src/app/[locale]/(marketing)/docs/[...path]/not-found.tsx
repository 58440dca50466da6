import { RouteNotFound } from "~/components/content/route-not-found";

/** An unknown docs path: this route's own 404. */
export default function DocsNotFound() {
  return <RouteNotFound />;
}
