"use server";

import { getLocale } from "next-intl/server";

import { formValue } from "~/forms/form-value";
import { redirect } from "~/i18n/navigation";
import { unlessRefused } from "~/server/actions/action-error";
import { serverApi } from "~/trpc/server";

/**
 * Sends a template with its preview props, then opens the new mail. The procedure validates; an
 * invalid form (only a hand-made post can send one) just comes back to the mailbox.
 */
export async function sendMailPreviewAction(formData: unknown): Promise<void> {
  const api = await serverApi();
  const sent = await unlessRefused(
    api.dev.mailbox.sendPreview({
      template: formValue(formData, "template") as never,
      locale: formValue(formData, "locale") as never,
      to: formValue(formData, "to"),
    }),
  );
  redirect({
    href: { pathname: "/dev/mailbox", query: sent ? { id: sent.id } : {} },
    locale: await getLocale(),
  });
}
