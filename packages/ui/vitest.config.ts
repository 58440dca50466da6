import { teamkitTestConfig } from "@teamkit/vitest-config";

export default teamkitTestConfig({
  test: { environment: "happy-dom", setupFiles: ["test/setup.ts"] },
});
