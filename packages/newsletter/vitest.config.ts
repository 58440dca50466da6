import { teamkitTestConfig } from "@teamkit/vitest-config";

export default teamkitTestConfig({ db: true });
