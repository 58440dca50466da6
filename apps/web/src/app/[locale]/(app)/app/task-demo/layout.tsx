import { ScopedMessages } from "~/components/scoped-messages";

export default function Layout({ children }: { children: React.ReactNode }) {
  return <ScopedMessages scope="tasks">{children}</ScopedMessages>;
}
