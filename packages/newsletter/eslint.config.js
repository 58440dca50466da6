import base, { boundaries } from "@teamkit/eslint-config/base";

export default [...base, boundaries(["auth", "db", "email", "i18n", "validators"])];
