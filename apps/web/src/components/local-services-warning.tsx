import { Notice } from "@teamkit/ui/notice";

/** Local services in a production build: on the admin overview and every dev page. */
export function LocalServicesWarning({ title, text }: { title: string; text: string }) {
  return (
    <Notice tone="error" title={title} className="mb-6">
      {text}
    </Notice>
  );
}
