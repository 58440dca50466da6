import type { ReactNode } from "react";

/** The top of a single-card screen (sign-in, onboarding, invitation): its `h1` and what to do. */
export function CardHeader({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div className="space-y-2 text-center">
      <h1 className="text-2xl font-semibold tracking-tight text-balance">{title}</h1>
      {description && (
        <p className="text-sm text-pretty text-gray-600 dark:text-gray-400">{description}</p>
      )}
    </div>
  );
}
