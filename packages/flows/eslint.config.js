import base, { boundaries } from "@teamkit/eslint-config/base";

export default [...base, boundaries(["billing", "db", "email", "tasks", "teams", "validators"])];
