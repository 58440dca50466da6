import { cn } from "./lib/cn";

const SIZE_CLASSES = {
  sm: "size-8 text-xs",
  md: "size-10 text-sm",
  lg: "size-20 text-xl",
} as const;

export function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase())
      .join("") || "?"
  );
}

export function Avatar({
  src,
  name,
  size = "sm",
  alt = "",
  className,
}: {
  src: string | null | undefined;
  name: string;
  size?: keyof typeof SIZE_CLASSES;
  alt?: string;
  className?: string;
}) {
  const classes = cn("shrink-0 rounded-full", SIZE_CLASSES[size], className);
  if (src) {
    // A 256 px square served by our own cacheable route: nothing for an image optimizer to do.
    return <img src={src} alt={alt} className={cn(classes, "object-cover")} />;
  }
  return (
    <span
      role={alt ? "img" : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={cn(
        classes,
        "flex items-center justify-center bg-primary font-semibold text-white select-none",
      )}
    >
      {initials(name)}
    </span>
  );
}
