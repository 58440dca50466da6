import base, { boundaries } from "@teamkit/eslint-config/base";

export default [...base, boundaries(["billing", "db", "i18n", "tasks", "teams", "validators"])];
