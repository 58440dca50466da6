import { RouteNotFound } from "~/components/content/route-not-found";

/** An unknown legal page: this route's own 404. */
export default function LegalNotFound() {
  return <RouteNotFound />;
}
