"use server";

import { getLocale } from "next-intl/server";
import { redirect as nextRedirect } from "next/navigation";

import { formValue } from "~/forms/form-value";
import { redirect } from "~/i18n/navigation";
import { unlessRefused } from "~/server/actions/action-error";
import { serverApi } from "~/trpc/server";

/*
 * The billing simulator's forms (local services only): paying a checkout, and the portal's card
 * update and time steps. The procedures validate and answer NOT_FOUND without local services.
 */

/** Pays a simulated checkout, then returns to the app as the provider's redirect would. */
export async function paySimulatedCheckout(formData: unknown): Promise<void> {
  const api = await serverApi();
  const id = formValue(formData, "id");
  const paid = await unlessRefused(
    api.dev.billing.pay({
      id,
      cardBrand: formValue(formData, "cardBrand") as "visa",
      cardLastFour: formValue(formData, "cardLastFour"),
    }),
  );
  if (!paid) {
    redirect({
      href: { pathname: "/dev/billing/checkout", query: { id, failed: "1" } },
      locale: await getLocale(),
    });
    return;
  }
  nextRedirect(paid.redirectUrl);
}

/** A portal form: the card update or one time step, then back to the portal with the outcome. */
export async function simulatorPortalAction(formData: unknown): Promise<void> {
  const api = await serverApi();
  const link = {
    id: formValue(formData, "id"),
    expires: Number(formValue(formData, "expires")),
    signature: formValue(formData, "signature"),
  };
  const step = formValue(formData, "step");
  const done = await unlessRefused(
    (step === "card"
      ? api.dev.billing.updateCard({
          ...link,
          cardBrand: formValue(formData, "cardBrand") as "visa",
          cardLastFour: formValue(formData, "cardLastFour"),
        })
      : api.dev.billing.advance({ ...link, step: step as "renewal" })
    ).then(() => true),
  );
  const outcome = done ? "done" : "failed";
  redirect({
    href: {
      pathname: "/dev/billing/portal",
      query: { id: link.id, expires: String(link.expires), signature: link.signature, outcome },
    },
    locale: await getLocale(),
  });
}
