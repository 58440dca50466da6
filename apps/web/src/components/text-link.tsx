import type { ComponentProps } from "react";

import { Link } from "~/i18n/navigation";

/** A locale-aware link in the primary colour, for links within a text. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      {...props}
      className={`font-medium text-primary underline-offset-4 dark:text-primary-400 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${className ?? ""}`}
    />
  );
}

/** A link on a line of its own, centred below a card's content ("Back to sign-in"). */
export function CenteredLink(props: ComponentProps<typeof Link>) {
  return (
    <p className="text-center text-sm">
      <TextLink {...props} />
    </p>
  );
}
