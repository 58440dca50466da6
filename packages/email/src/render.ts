import "server-only";

import { render } from "@react-email/render";
import { createElement } from "react";

import type { Locale } from "@teamkit/i18n";

import type { EmailTemplate, Localized, TemplateName, TemplateProps } from "./templates";
import { templates } from "./templates";

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  preview: string;
}

/** html-to-text upper-cases headings by default, which reads as shouting. */
const htmlToTextOptions = {
  selectors: [
    { selector: "h1", options: { uppercase: false } },
    { selector: "h2", options: { uppercase: false } },
  ],
};

export async function renderEmail<N extends TemplateName>(
  name: N,
  props: TemplateProps<N>,
  locale: Locale,
): Promise<RenderedEmail> {
  // The registry is keyed by name, so `templates[name]` always matches `props`; TypeScript cannot
  // follow that through the mapped type, hence the widening.
  const template = templates[name] as unknown as EmailTemplate<TemplateProps<TemplateName>>;
  return renderTemplate(template, { ...props, locale });
}

async function renderTemplate<P extends object>(
  template: EmailTemplate<P>,
  props: Localized<P>,
): Promise<RenderedEmail> {
  const element = createElement(template.component, props);
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions }),
  ]);
  return { subject: template.subject(props), html, text, preview: template.preview(props) };
}
