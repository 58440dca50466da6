import "./globals.css";

/** The `<html>` element lives in `[locale]/layout.tsx`, where the locale is known. */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children;
}
