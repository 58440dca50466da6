import type { ReactNode } from "react";

/** The top of an auth card: the screen's `h1` and a line saying what to do. */
export function AuthHeader({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div className="space-y-2 text-center">
      <h1 className="text-2xl font-semibold tracking-tight text-balance">{title}</h1>
      {description && (
        <p className="text-sm text-pretty text-gray-600 dark:text-gray-400">{description}</p>
      )}
    </div>
  );
}
