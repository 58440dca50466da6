import type { ReactNode } from "react";

/** A single-card screen (sign-in, onboarding, invitation, mailed links). */
export function CardScreen({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid min-w-0 gap-6 wrap-anywhere">
      <div className="space-y-2 text-center">
        <h1 className="text-2xl font-semibold tracking-tight text-balance">{title}</h1>
        {description && (
          <p className="text-sm text-pretty text-gray-600 dark:text-gray-400">{description}</p>
        )}
      </div>
      {children}
    </div>
  );
}
