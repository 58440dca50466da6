// Keeps the route static with its translated not-found.tsx (see the component).
export { default } from "~/components/content/locale-segment-layout";
